import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve as resolvePath } from 'node:path';
import ts from 'typescript';
import { root } from './patchKit.mjs';

const RELATIVE = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]*)(['"])/g;

/**
 * `./x` → `./x.js` or `./x/index.js` in a declaration file, as Node's ESM resolution (and TypeScript's
 * `nodenext`) needs: the sources use extensionless imports, which only a bundler resolves.
 */
export function withJsExtensions(code, file) {
  return code.replace(RELATIVE, (all, before, specifier, after) => {
    if (/\.(js|mjs|cjs|json)$/.test(specifier)) return all;
    const target = resolvePath(dirname(file), specifier);
    if (existsSync(`${target}.d.ts`)) return `${before}${specifier}.js${after}`;
    if (existsSync(join(target, 'index.d.ts'))) return `${before}${specifier}/index.js${after}`;
    return all;
  });
}

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory()
    ? declarationFiles(join(dir, entry.name))
    : entry.name.endsWith('.d.ts') ? [join(dir, entry.name)] : []));
}

/** Emits the product service's declarations (tsconfig.server.json) into `outDir`, importable from plain Node. */
export function serverDeclarations(outDir = resolvePath(root, 'dist/server/types')) {
  return {
    name: 'bounty-server-declarations',
    writeBundle() {
      rmSync(outDir, { recursive: true, force: true });
      const configFile = resolvePath(root, 'tsconfig.server.json');
      const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, {
        noEmit: false, declaration: true, emitDeclarationOnly: true, outDir, rootDir: resolvePath(root, 'src'),
      }, configFile);
      const program = ts.createProgram(parsed.fileNames, parsed.options);
      const result = program.emit();
      const errors = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics]
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      if (errors.length) this.error(errors.join('\n'));
      for (const file of declarationFiles(outDir)) writeFileSync(file, withJsExtensions(readFileSync(file, 'utf8'), file));
    },
  };
}
