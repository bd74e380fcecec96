/**
 * Stands in for fix-webm-duration inside the kit's recorder (the build points the kit's import here): the fixer
 * is needed only when a recording ends, so it loads then.
 */
import type { Options } from 'fix-webm-duration';

/** Sets the duration in a recorded WebM blob, loading the fixer on first use. */
export default function fixWebmDuration(blob: Blob, durationMs: number, options?: Options): Promise<Blob> {
  return import('fix-webm-duration').then((m) => m.default(blob, durationMs, options));
}
