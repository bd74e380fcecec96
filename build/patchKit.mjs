// Shared by the build-time adaptations of the kit (stream-chat-react/dist/es): a replacement that must match.
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where rollup.config.mjs lives). */
export const root = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');

/** The kit's ES build, the only copy of the kit we bundle. */
export const kitEs = resolvePath(root, 'node_modules/stream-chat-react/dist/es');

/** Replaces `search` in `code` or fails the build naming the kit file: the patch no longer fits the kit. */
export function patch(context, id, code, search, replacement) {
  const next = code.replace(search, replacement);
  if (next === code) context.error(`kit patch for ${id.slice(kitEs.length)} no longer matches ${search}`);
  return next;
}
