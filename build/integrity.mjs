import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { root } from './patchKit.mjs';

/** The loader files a host can put in a script tag or import, relative to dist/. */
const LOADERS = ['bounty-chat.js', 'bounty-chat.mjs'];
/** How each loader names the app's entry (its own folder + this), exactly once in its minified code. */
const APP_ENTRY = /"(\.\/)?app\/index\.js"/g;

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const shortHash = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 10);

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
    writeBundle() {
      const dist = resolvePath(root, 'dist');
      const versioned = resolvePath(dist, `v${version}`);
      rmSync(versioned, { recursive: true, force: true });
      mkdirSync(versioned, { recursive: true });
      const hashes = {};
      for (const file of LOADERS) {
        const path = resolvePath(dist, file);
        if (!existsSync(path)) this.error(`cdnFiles: dist/${file} is missing; the loader builds must run before the app's`);
        const code = readFileSync(path, 'utf8');
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
