/**
 * The built app's chunk graph (dist/app/manifest.json, written by build/chunkManifest.mjs) and what each
 * moment fetches: before the first open, the first open (up to the channel list), the message view, lazy parts.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** One chunk as the manifest lists it. */
export interface ChunkInfo {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Our modules in the chunk (src/app/…). */
  modules: string[];
  packages: Record<string, number>;
}

/** The chunk sets of each moment, as file names under dist/. */
export interface AppPhases {
  beforeOpen: Set<string>;
  /** Everything fetched up to the channel list (includes beforeOpen). */
  firstOpen: Set<string>;
  /** What opening the first channel adds. */
  messageView: Set<string>;
  /** Every other chunk, loaded on first use. */
  lazy: ChunkInfo[];
  chunks: ChunkInfo[];
}

/** gzip -9 bytes of a file under `distDir`. */
export function gzipBytes(distDir: URL, file: string): number {
  return gzipSync(readFileSync(new URL(file, distDir)), { level: 9 }).length;
}

function closure(byFile: Map<string, ChunkInfo>, files: string[], into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    closure(byFile, byFile.get(file)?.imports ?? [], into);
  }
  return into;
}

/** Reads the manifest in `distDir` and splits its chunks by when they load. */
export function appPhases(distDir: URL): AppPhases {
  const chunks = JSON.parse(readFileSync(new URL('app/manifest.json', distDir), 'utf8')) as ChunkInfo[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const named = (name: string): ChunkInfo => {
    // By its name, or by its module where the chunk took another entry's name (a kit file left whole shares it).
    const chunk = chunks.find((c) => c.isDynamicEntry && c.name === name)
      ?? chunks.find((c) => c.isDynamicEntry && c.modules.some((module) => module.replace(/\.tsx?$/, '').endsWith(`/${name}`)));
    if (!chunk) throw new Error(`no dynamic chunk named ${name} in the manifest: did the app's layout change?`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const beforeOpen = closure(byFile, [entry.file]);
  const firstOpen = closure(byFile, [named('renderPanel').file], new Set(beforeOpen));
  const withMessages = closure(byFile, [named('messageViewParts').file], new Set(firstOpen));
  const messageView = new Set([...withMessages].filter((file) => !firstOpen.has(file)));
  const lazy = chunks.filter((chunk) => !withMessages.has(chunk.file));
  return { beforeOpen, firstOpen, messageView, lazy, chunks };
}
