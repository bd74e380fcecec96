/**
 * app/pin-<hash>.js: the app entry of a version's pinned loaders, written by the build after the app's chunks
 * (build/integrity.mjs). It carries every chunk's Subresource Integrity hash and static imports, and loads no
 * chunk before the browser has checked it and everything it imports against them. The chain of trust: the host's
 * `integrity` attribute checks the pinned loader, the loader checks this module (src/loader/appEntry.ts), and
 * this module checks the rest (SHA-256: the list's hashes do not compress), the lazy chunks included, whenever they load.
 */
import { deps, entry, files, hashes } from 'virtual:bounty-chat-chunks';
import type { AppHandle } from '../chat/hostApi.js';
import type { AppModule } from './appEntry.js';
import { modulePreload } from './modulePreload.js';

const base = new URL('.', import.meta.url).href;
const checked = new Map<string, Promise<void>>();

const check = (file: string): Promise<void> => {
  let done = checked.get(file);
  if (!done) {
    const index = files.indexOf(file);
    // A file the build did not write is never loaded: no hash, no import.
    done = index < 0 ? Promise.reject(Error(`${base + file} is not part of this build`)) : modulePreload(base + file, `sha256-${hashes[index]}`);
    checked.set(file, done);
  }
  return done;
};

/** import() for the app's chunks: the chunk and everything it imports statically are checked first. */
const verifiedImport = (path: string): Promise<unknown> => {
  const url = `${new URL(path, base)}`;
  const needed = new Set([url.startsWith(base) ? url.slice(base.length) : url]);
  for (const file of needed) for (const dep of deps[files.indexOf(file)] ?? []) needed.add(files[dep] as string);
  return Promise.all([...needed].map(check)).then(() => import(/* @vite-ignore */ url));
};

// The chunks' lazy imports go through the loader's `i` (the build rewrites them): from now on, checked.
if (window.BountyChat) window.BountyChat.i = verifiedImport;

export const mount: AppModule['mount'] = (...args): Promise<AppHandle> =>
  (verifiedImport(entry) as Promise<AppModule>).then((app) => app.mount(...args));
