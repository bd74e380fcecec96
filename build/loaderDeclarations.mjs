import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import ts from 'typescript';
import { root } from './patchKit.mjs';

/** Emits the loader's declarations and dist/bounty-chat.d.ts, which re-exports them. */
export function loaderDeclarations() {
  return {
    name: 'bounty-loader-declarations',
    writeBundle() {
      const outDir = resolvePath(root, 'dist/types');
      rmSync(outDir, { recursive: true, force: true });
      const program = ts.createProgram([resolvePath(root, 'src/loader/esm.ts')], {
        declaration: true, emitDeclarationOnly: true, outDir, rootDir: resolvePath(root, 'src'), strict: true,
        target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true,
      });
      const result = program.emit();
      const errors = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      if (errors.length) this.error(errors.join('\n'));
      mkdirSync(resolvePath(root, 'dist'), { recursive: true });
      writeFileSync(resolvePath(root, 'dist/bounty-chat.d.ts'), "export * from './types/loader/esm.js';\n");
    },
  };
}
