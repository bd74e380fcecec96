/**
 * The servers the bench runs, as they run in production: the service from `npm run build`'s `dist/server/main.js`
 * (what hosts start with plain Node, see the README), and the baseline built the same way (the build's rollup
 * TypeScript step, its packages left as imports), so neither carries tsx's loader and per-function cost. Measured
 * 2026-12-03 with only the SQLite service loaded, get-unread-messages read 0.84–0.85 of the baseline in four runs
 * under tsx and 0.88 in two runs built; the whole command built read 0.82, as under tsx: within a run's noise.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { ensureBuilt } from '../../../build/ensureBuilt.mjs';
import { isPackageImport, serverCompile } from '../../../build/serverBundle.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The service's entry in the build, from the repository root. */
const SERVICE_SCRIPT = 'dist/server/main.js';

/** The scripts to start, as paths from the repository root. */
export interface BuiltServers {
  service: string;
  baseline: string;
}

/**
 * Builds dist/ when it is older than its sources, and the baseline into node_modules/.cache (inside the
 * repository, so its imports of stream-chat and the rest resolve to the project's packages); answers the
 * baseline's path from the repository root.
 */
export async function buildServers(): Promise<BuiltServers> {
  ensureBuilt();
  const folder = 'node_modules/.cache/bench-server';
  mkdirSync(`${ROOT}${folder}`, { recursive: true });
  const bundle = await rollup({
    input: `${ROOT}test/bench/server/baselineServer.ts`,
    external: isPackageImport,
    plugins: serverCompile(),
  });
  await bundle.write({ file: `${ROOT}${folder}/baselineServer.js`, format: 'es' });
  await bundle.close();
  return { service: SERVICE_SCRIPT, baseline: `${folder}/baselineServer.js` };
}
