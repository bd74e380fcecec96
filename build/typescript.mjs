import { transform } from 'esbuild';

/** TypeScript through esbuild (types are checked by `tsc --noEmit`); `./x.js` specifiers find `./x.ts(x)`. */
export function typescript() {
  return {
    name: 'bounty-typescript',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !/\.tsx?$/.test(importer) || !source.endsWith('.js')) return null;
      for (const ext of ['.ts', '.tsx']) {
        const resolved = await this.resolve(source.slice(0, -3) + ext, importer, { skipSelf: true });
        if (resolved) return resolved;
      }
      return null;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const out = await transform(code, {
        loader: id.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', target: 'es2022', sourcefile: id, sourcemap: true,
      });
      return { code: out.code, map: out.map };
    },
  };
}
