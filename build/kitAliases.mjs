import { resolve as resolvePath } from 'node:path';
import { kitFileOf } from './kitSplit.mjs';
import { kitEs, root } from './patchKit.mjs';

const KIT_PATH = 'stream-chat-react/es/';

/**
 * Resolves `stream-chat-react/es/<file>` to the kit's dist/es/<file>, and points one kit file's import of a package at a module of ours (`{ importer, source, target }`, importer relative
 * to the kit's dist/es, which reaches the SDK's build too, target under the project root), e.g. a stand-in that
 * loads the real package on first need.
 * Every alias must match, else the build fails: a kit upgrade that moved the import is caught here.
 */
export function kitAliases(aliases) {
  const matched = new Set();
  return {
    name: 'bounty-kit-aliases',
    async resolveId(source, importer) {
      // `stream-chat-react/es/<file>`: one kit module by its own path (the package's exports hide dist/es), so a
      // dynamic import of it makes a chunk of its own instead of returning the already-loaded index.
      if (source.startsWith(KIT_PATH)) return resolvePath(kitEs, source.slice(KIT_PATH.length));
      if (!importer) return null;
      // Kit files by their path under the kit's dist/es (split parts count as their file); the SDK's build (an
      // importer such as `../../../stream-chat/dist/esm/index.mjs`) by its resolved path.
      const file = importer.startsWith(kitEs) ? kitFileOf(importer) : importer;
      const alias = aliases.find((a) => a.source === source && resolvePath(kitEs, a.importer) === file);
      if (!alias) return null;
      matched.add(alias);
      const target = await this.resolve(resolvePath(root, alias.target), importer, { skipSelf: true });
      // Unresolved, the kit's own import would be bundled in silence.
      if (!target) this.error(`kit alias ${alias.importer} → ${alias.source}: its target ${alias.target} does not exist`);
      return target;
    },
    buildEnd(error) {
      if (error) return;
      const missed = aliases.filter((a) => !matched.has(a));
      if (missed.length) this.error(`kit aliases no longer match the kit: ${missed.map((a) => `${a.importer} → ${a.source}`).join(', ')}`);
    },
  };
}
