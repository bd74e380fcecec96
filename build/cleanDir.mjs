import { rmSync } from 'node:fs';

/** Empties `dir` once, when the build starts, so chunks of earlier builds (other hashes) never pile up. */
export function cleanDir(dir) {
  return {
    name: 'bounty-clean-dir',
    buildStart() { rmSync(dir, { recursive: true, force: true }); },
  };
}
