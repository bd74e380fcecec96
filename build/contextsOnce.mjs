import { kitFileOf } from './kitSplit.mjs';

/** The names a module's code declares with createContext (`var X = createContext(`, `const X = React.createContext(`). */
function contextNames(code) {
  return [...code.matchAll(/\b(?:var|let|const)\s+([\w$]+)\s*=\s*(?:[\w$]+\.)?createContext\s*\(/g)].map((match) => match[1]);
}

/**
 * The React contexts the bundle would create twice: the same declaration of the same source file reached under two
 * module ids (a split part and the whole file, a patched and an unpatched copy, two resolutions of one package). A
 * lazy part that imported the second copy would read a context no provider fills. Each as `file#name`.
 * @param {{ id: string, code: string | null }[]} modules
 */
export function contextsCreatedTwice(modules) {
  const seen = new Map();
  const twice = new Set();
  for (const { id, code } of modules) {
    if (!code || !code.includes('createContext')) continue;
    // A package's file is the same file whichever node_modules holds it.
    const file = kitFileOf(id.replace(/^\0/, '')).split('node_modules/').at(-1);
    for (const name of contextNames(code)) {
      const key = `${file}#${name}`;
      const first = seen.get(key);
      if (first !== undefined && first !== id) twice.add(key);
      else seen.set(key, id);
    }
  }
  return [...twice].sort();
}

/** Fails the build when a context would be created twice (see contextsCreatedTwice). */
export function contextsOnce() {
  return {
    name: 'bounty-contexts-once',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).filter((c) => c.type === 'chunk').flatMap((c) => Object.keys(c.modules));
      const twice = contextsCreatedTwice(ids.map((id) => ({ id, code: this.getModuleInfo(id)?.code ?? null })));
      if (twice.length > 0) this.error(`React contexts bundled twice (a lazy part would read an empty one): ${twice.join(', ')}`);
    },
  };
}
