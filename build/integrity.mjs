import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import replace from '@rollup/plugin-replace';
import { root } from './patchKit.mjs';

/** The loader files a host can put in a script tag or import, relative to dist/. */
const LOADERS = ['bounty-chat.js', 'bounty-chat.mjs'];
/** The module src/loader/pin.ts imports the chunk list from. */
const CHUNK_LIST = 'virtual:bounty-chat-chunks';

const version = JSON.parse(readFileSync(resolvePath(root, 'package.json'), 'utf8')).version;
const dist = resolvePath(root, 'dist');
const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
// The chunk list carries one hash per chunk, bytes that do not compress: SHA-256, the smallest SRI accepts.
const sri256 = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const shortHash = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 10);

/**
 * What the CDN builds hand on to each other, in build order: the app's chunks (cdnFiles), then the pin module
 * (pinModule), then the pinned loaders (pinnedLoader), then dist/integrity.json.
 * @type {{ chunks: { files: string[], hashes: string[], deps: number[][] } | null, entry: string | null, pin: { path: string, integrity: string } | null }}
 */
const state = { chunks: null, entry: null, pin: null };

/**
 * Every dynamic import() between the app's chunks goes through the loader's `BountyChat.i`: a plain import() in
 * the moving loaders, a checked one once a pinned loader's pin module has replaced it (src/loader/pin.ts).
 */
export function verifiedDynamicImports() {
  return {
    name: 'bounty-verified-dynamic-imports',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      // Every chunk is in the app folder, so a chunk's relative path needs no base: the loader knows the folder.
      return { left: 'BountyChat.i(', right: ')' };
    },
  };
}

/**
 * In the app's build: a content-hashed twin of app/index.js (app/mount-<hash>.js), so a pinned loader keeps
 * running the app it was built with even after a newer app/index.js is deployed, and the list of every chunk's
 * SRI hash and static imports for the pin module.
 */
export function cdnFiles() {
  return {
    name: 'bounty-cdn-files',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.fileName === 'app/index.js');
      if (!entry) this.error('cdnFiles: no app/index.js entry in this build');
      state.entry = `mount-${shortHash(entry.code)}.js`;
      this.emitFile({ type: 'asset', fileName: `app/${state.entry}`, source: entry.code });
    },
    writeBundle(_options, bundle) {
      // The hashes are of the files as written: what a browser will fetch.
      const hashOf = (file) => sri256(readFileSync(resolvePath(dist, 'app', file))).slice('sha256-'.length);
      const inApp = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.fileName.startsWith('app/'));
      const files = inApp.map((chunk) => chunk.fileName.slice('app/'.length));
      // Static imports as indexes into `files`: a name is written once.
      const deps = inApp.map((chunk) => chunk.imports.map((file) => files.indexOf(file.slice('app/'.length))));
      files.push(state.entry);
      deps.push(deps[files.indexOf('index.js')]);
      state.chunks = { files, hashes: files.map(hashOf), deps };
    },
  };
}

/** Loader builds: `__BC_PIN__` (src/loader/appEntry.ts) is null in the moving loaders. */
export const movingLoader = () => replace({ preventAssignment: true, values: { __BC_PIN__: 'null' } });

/** The build of app/pin-<hash>.js from src/loader/pin.ts, with the app build's chunk list; runs after the app's. */
export function pinModule(plugins, minify) {
  return {
    input: 'src/loader/pin.ts',
    output: { dir: 'dist', format: 'es', entryFileNames: 'app/pin-[hash].js', plugins: [minify] },
    plugins: [
      {
        name: 'bounty-chunk-list',
        resolveId: (id) => (id === CHUNK_LIST ? `\0${CHUNK_LIST}` : null),
        load(id) {
          if (id !== `\0${CHUNK_LIST}`) return null;
          if (!state.chunks || !state.entry) this.error('pinModule: the app build must run first');
          const { files, hashes, deps } = state.chunks;
          return `export const files = ${JSON.stringify(files)};\nexport const hashes = ${JSON.stringify(hashes)};\n`
            + `export const deps = ${JSON.stringify(deps)};\nexport const entry = ${JSON.stringify(state.entry)};\n`;
        },
      },
      ...plugins,
      {
        name: 'bounty-pin-written',
        writeBundle(_options, bundle) {
          const pin = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
          state.pin = { path: `../${pin.fileName}`, integrity: sri256(readFileSync(resolvePath(dist, pin.fileName))) };
        },
      },
    ],
  };
}

/**
 * The pinned copy of one loader (dist/v<version>/<file>): the same source with the pin module's path and hash in
 * `__BC_PIN__`. The last of them also writes dist/integrity.json with the hash of every loader file.
 */
export function pinnedLoader({ input, file, format, plugins, minify, last }) {
  return {
    input,
    output: { file: `dist/v${version}/${file}`, format, plugins: [minify] },
    plugins: [
      {
        name: 'bounty-pinned-start',
        buildStart() {
          if (!state.pin) this.error('pinnedLoader: the pin module must be built first');
          if (file === LOADERS[0]) rmSync(resolvePath(dist, `v${version}`), { recursive: true, force: true });
        },
      },
      replace({ preventAssignment: true, values: { __BC_PIN__: () => JSON.stringify(state.pin) } }),
      ...plugins,
      last && {
        name: 'bounty-integrity-json',
        writeBundle() {
          const hashes = {};
          for (const loader of LOADERS) {
            hashes[loader] = sri(readFileSync(resolvePath(dist, loader)));
            hashes[`v${version}/${loader}`] = sri(readFileSync(resolvePath(dist, `v${version}`, loader)));
          }
          writeFileSync(resolvePath(dist, 'integrity.json'), `${JSON.stringify({ version, files: hashes }, null, 2)}\n`);
        },
      },
    ],
  };
}
