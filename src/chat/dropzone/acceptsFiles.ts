/**
 * Whether files dragged over a drop zone would be taken: the kit passes the accepted media types as a map whose
 * keys are MIME types or patterns (`image/*`); an empty map takes everything.
 */

/** What the drop zone knows of one dragged item before the drop (a type; during a drag, no name). */
export interface DraggedFile {
  type: string;
}

/** True when `type` matches one of `accepted` (exact, or `major/*`); no patterns means any type. */
export function acceptsType(type: string, accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const lower = type.toLowerCase();
  return accepted.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    return p.endsWith('/*') ? lower.startsWith(p.slice(0, -1)) : lower === p;
  });
}

/** True when every file is accepted and their number fits (`multiple` false takes one). */
export function acceptsFiles(files: readonly DraggedFile[], accepted: readonly string[], multiple: boolean): boolean {
  if (files.length === 0) return false;
  if (!multiple && files.length > 1) return false;
  return files.every((file) => acceptsType(file.type, accepted));
}
