/** One step of the store's schema; versions only ever grow, and an applied step is never edited. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
