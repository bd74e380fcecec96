import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';
import { root } from './patchKit.mjs';
import { typescript } from './typescript.mjs';

/** Emits the binding's declarations (with the loader types they name) and dist/react/index.d.ts. */
function reactDeclarations() {
  return {
    name: 'bounty-react-declarations',
    writeBundle() {
      const outDir = resolvePath(root, 'dist/react/types');
      rmSync(outDir, { recursive: true, force: true });
      const program = ts.createProgram([resolvePath(root, 'src/react/index.ts')], {
        declaration: true, emitDeclarationOnly: true, outDir, rootDir: resolvePath(root, 'src'), strict: true,
        jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true,
      });
      const result = program.emit();
      const errors = result.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      if (errors.length) this.error(errors.join('\n'));
      mkdirSync(resolvePath(root, 'dist/react'), { recursive: true });
      writeFileSync(resolvePath(root, 'dist/react/index.d.ts'), "export * from './types/react/index.js';\n");
    },
  };
}

/**
 * `bounty-chat/react` (dist/react/index.js): the provider and hook as one ES module. React stays the host's (a
 * peer dependency), never bundled; the loader is not bundled either: the provider loads it by URL.
 */
export function reactBinding() {
  return {
    input: 'src/react/index.ts',
    external: (id) => id === 'react' || id.startsWith('react/') || id === 'react-dom' || id.startsWith('react-dom/'),
    output: { file: 'dist/react/index.js', format: 'es', plugins: [terser({ ecma: 2020, module: true, format: { comments: false } })] },
    plugins: [typescript(), reactDeclarations()],
  };
}
