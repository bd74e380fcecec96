/** The build's list of the app's chunks (build/integrity.mjs makes it for src/loader/pin.ts). */
declare module 'virtual:bounty-chat-chunks' {
  /** Every chunk's file name, relative to the app folder. */
  export const files: string[];
  /** Each file's SHA-256 digest (base64), by the same index. */
  export const hashes: string[];
  /** Each file's static imports, as indexes into `files`. */
  export const deps: number[][];
  /** The pinned app entry (mount-<hash>.js). */
  export const entry: string;
}
