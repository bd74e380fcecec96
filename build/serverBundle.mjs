import { isAbsolute } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import { typescript } from './typescript.mjs';

/**
 * Whether an import is a package's (left as an import in the service's build) rather than one of our files or
 * a plugin's virtual module. Shared by the service's build and the server bench's baseline, so both are built alike.
 * @param {string} id
 */
export const isPackageImport = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

/** The service's compile step for Node: our TypeScript through esbuild, `.ts` files found behind `.js` specifiers. */
export function serverCompile() {
  return [typescript(), nodeResolve({ extensions: ['.ts', '.mjs', '.js'], preferBuiltins: true })];
}
