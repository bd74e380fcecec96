// `npm run bench:size`: gzip bytes of the loader, of what the first open fetches, and of each lazy chunk.
// Reads dist/ (run `npm run build` first) and dist/app/manifest.json written by rollup's chunkManifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ChunkInfo { file: string; name: string; isEntry: boolean; isDynamicEntry: boolean; imports: string[]; dynamicImports: string[] }

const dist = new URL('../../dist/', import.meta.url);
const gz = (file: string): number => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
const manifest = JSON.parse(readFileSync(new URL('app/manifest.json', dist), 'utf8')) as ChunkInfo[];
const byFile = new Map(manifest.map((chunk) => [chunk.file, chunk]));

/** A chunk and everything it imports statically. */
function closure(files: string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    closure(byFile.get(file)?.imports ?? [], into);
  }
  return into;
}

const entry = manifest.find((chunk) => chunk.isEntry)!;
const panel = manifest.find((chunk) => chunk.name == 'renderPanel')!;
const beforeOpen = closure([entry.file]);
const firstOpen = closure([panel.file], new Set(beforeOpen));
const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gz(file), 0);

console.log('BountyChat sizes (gzip -9)');
console.log(`${kib(gz('bounty-chat.js'))}  loader dist/bounty-chat.js (budget 2 KiB)`);
console.log(`${kib(sum(beforeOpen))}  app before the first open: SDK, unread count, launcher`);
console.log(`${kib(sum(firstOpen))}  first open, channel list shown (JS + the kit's CSS; budget 300, target 200)`);
console.log('lazy chunks:');
for (const chunk of manifest) {
  if (firstOpen.has(chunk.file)) continue;
  console.log(`${kib(gz(chunk.file))}  ${chunk.file}`);
}
