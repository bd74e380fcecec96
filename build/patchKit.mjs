// Where the build finds the project and the kit (stream-chat-react's ES build).
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where rollup.config.mjs lives). */
export const root = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');

/** The kit's ES build, the only copy of the kit we bundle. */
export const kitEs = resolvePath(root, 'node_modules/stream-chat-react/dist/es');
