/**
 * Imports the app's chunks only after the browser has checked them against this build's hashes. The build
 * writes the list (`integrity-<hash>.js` next to the app entry: each chunk's sha384 and static imports) and
 * puts its file name and hash into the loader in place of these two strings; the loader itself is pinned by the
 * host's `integrity` attribute, so the chain runs from the script tag to every chunk.
 */
const LIST_FILE = '__BOUNTY_CHAT_INTEGRITY_FILE__';
const LIST_HASH = '__BOUNTY_CHAT_INTEGRITY_HASH__';

/** Chunk file (relative to the app folder) → [its SRI hash, its static imports]. */
type IntegrityList = Record<string, [string, string[]]>;

/**
 * An import() for the app's chunks under `appUrl`'s folder. Each chunk and everything it imports statically
 * is first fetched by a `<link rel="modulepreload" integrity>`: a chunk whose bytes differ from the list fails
 * there, and the import that follows takes the checked module from the module map, never a second download.
 */
export function verifiedImporter(appUrl: string): (url: string) => Promise<unknown> {
  const base = new URL('.', appUrl).href;
  const checked = new Map<string, Promise<unknown>>();
  const preload = (file: string, hash?: string): Promise<unknown> => {
    let done = checked.get(file);
    if (!done) {
      done = new Promise((resolve, reject) => {
        const link = document.createElement('link');
        if (!hash) throw Error(`no integrity hash for ${file}`);
        link.rel = 'modulepreload';
        link.integrity = hash;
        link.href = base + file;
        // The checked module stays in the module map; the link itself is not left in the host's <head>.
        link.onload = () => resolve(link.remove());
        link.onerror = () => reject((link.remove(), Error(`${file} failed its integrity check`)));
        document.head.append(link);
      });
      checked.set(file, done);
    }
    return done;
  };
  let list: Promise<IntegrityList> | undefined;
  return (url) => {
    list ??= preload(LIST_FILE, LIST_HASH).then(() => import(/* @vite-ignore */ base + LIST_FILE)).then((m: { default: IntegrityList }) => m.default);
    return list
      .then((hashes) => {
        const files = new Set([url.slice(base.length)]);
        for (const file of files) for (const dep of hashes[file]?.[1] ?? []) files.add(dep);
        return Promise.all([...files].map((file) => preload(file, hashes[file]?.[0])));
      })
      .then(() => import(/* @vite-ignore */ url));
  };
}
