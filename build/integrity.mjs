import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { root } from './patchKit.mjs';

/** The loader files a host can put in a script tag or import, relative to dist/. */
const LOADERS = ['bounty-chat.js', 'bounty-chat.mjs'];
/** What the build puts into each loader: the app's integrity list file and its hash (src/loader/verifiedImport.ts). */
const LIST_FILE = '__BOUNTY_CHAT_INTEGRITY_FILE__';
const LIST_HASH = '__BOUNTY_CHAT_INTEGRITY_HASH__';
/** How each loader names the app's entry (its own folder + this), exactly once in its minified code. */
const APP_ENTRY = /"(\.\/)?app\/index\.js"/g;

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** The chunks' hashes: SHA-256 (as strong for integrity, and the list, fetched on every page, is 2 KiB gzip smaller). */
const chunkSri = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
const shortHash = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 10);

/**
 * Every dynamic import() between the app's chunks goes through the loader's checked import (`BountyChat.i`),
 * which preloads the chunk and its static imports with their integrity hashes before importing it.
 */
export function verifiedDynamicImports() {
  return {
    name: 'bounty-verified-dynamic-imports',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      return { left: 'globalThis.BountyChat.i(new URL(', right: ',import.meta.url).href)' };
    },
  };
}

/** Writes dist/app/integrity-<hash>.js (each chunk's SRI hash and static imports) and answers its file name and hash. */
function writeIntegrityList(dist, bundle, pinnedEntry) {
  const list = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('app/')) continue;
    const deps = chunk.imports.map((file) => file.slice('app/'.length));
    list[chunk.fileName.slice('app/'.length)] = [chunkSri(readFileSync(resolvePath(dist, chunk.fileName))), deps];
    if (chunk.fileName === 'app/index.js') list[pinnedEntry.slice('app/'.length)] = [chunkSri(readFileSync(resolvePath(dist, pinnedEntry))), deps];
  }
  const source = `export default ${JSON.stringify(list)};\n`;
  const file = `integrity-${shortHash(source)}.js`;
  writeFileSync(resolvePath(dist, 'app', file), source);
  return { file, hash: sri(source) };
}

/** `code` with `placeholder` (a quoted string, exactly once) replaced by `value`. */
function fill(code, placeholder, value, where) {
  const parts = code.split(placeholder);
  if (parts.length !== 2) throw new Error(`cdnFiles: expected one ${placeholder} in ${where}, found ${parts.length - 1}`);
  return parts.join(value);
}

/**
 * The CDN files: a copy of each loader under dist/v<version>/, and dist/integrity.json with the Subresource
 * Integrity hash of every loader file. A pinned copy must keep running the app it was built with, so it loads a
 * content-hashed twin of app/index.js (app/mount-<hash>.js) instead of the moving app/index.js.
 * Belongs in the app's build, which runs after the loader's builds: it reads their output.
 */
export function cdnFiles() {
  const version = JSON.parse(readFileSync(resolvePath(root, 'package.json'), 'utf8')).version;
  let pinnedEntry = null;
  return {
    name: 'bounty-cdn-files',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.fileName === 'app/index.js');
      if (!entry) this.error('cdnFiles: no app/index.js entry in this build');
      pinnedEntry = `app/mount-${shortHash(entry.code)}.js`;
      this.emitFile({ type: 'asset', fileName: pinnedEntry, source: entry.code });
    },
    writeBundle(_options, bundle) {
      const dist = resolvePath(root, 'dist');
      const integrityList = writeIntegrityList(dist, bundle, pinnedEntry);
      const versioned = resolvePath(dist, `v${version}`);
      rmSync(versioned, { recursive: true, force: true });
      mkdirSync(versioned, { recursive: true });
      const hashes = {};
      for (const file of LOADERS) {
        const path = resolvePath(dist, file);
        if (!existsSync(path)) this.error(`cdnFiles: dist/${file} is missing; the loader builds must run before the app's`);
        const code = fill(fill(readFileSync(path, 'utf8'), LIST_FILE, integrityList.file, file), LIST_HASH, integrityList.hash, file);
        writeFileSync(path, code);
        const matches = code.match(APP_ENTRY) ?? [];
        if (matches.length !== 1) this.error(`cdnFiles: expected one "app/index.js" in dist/${file}, found ${matches.length}`);
        const pinned = code.replace(APP_ENTRY, JSON.stringify(`../${pinnedEntry}`));
        writeFileSync(resolvePath(versioned, file), pinned);
        hashes[file] = sri(code);
        hashes[`v${version}/${file}`] = sri(pinned);
      }
      writeFileSync(resolvePath(dist, 'integrity.json'), `${JSON.stringify({ version, files: hashes }, null, 2)}\n`);
    },
  };
}
