// Builds the widget: the tiny loader (IIFE + ESM + .d.ts) and the app as split ES modules in dist/app/.
// The kit (stream-chat-react) is adapted at build time, never edited in node_modules: see kitLocales and
// shadowPatches below; each patch fails the build if the kit's code no longer matches, so an upgrade that
// moves the code is caught here rather than in a customer's page.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import ts from 'typescript';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';

const root = dirname(fileURLToPath(import.meta.url));
const kitEs = resolvePath(root, 'node_modules/stream-chat-react/dist/es');
const shadowDir = resolvePath(root, 'src/app/shadow');
const LOCALES = ['de', 'es', 'fr', 'hi', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'tr'];

/** TypeScript through esbuild (types are checked by `tsc --noEmit`); `./x.js` specifiers find `./x.ts(x)`. */
function typescript() {
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

/** Any `.css` import becomes a minified string module, adopted by the shadow root as a constructable sheet. */
function cssAsString() {
  return {
    name: 'bounty-css-string',
    async load(id) {
      if (!id.endsWith('.css')) return null;
      // The kit's phone layout follows the page (767 px); inside the widget it must follow the widget's width.
      const source = readFileSync(id, 'utf8').replace(/@media \(max-width: 767px\)/g, '@container (max-width: 767px)');
      const { code } = await transform(source, { loader: 'css', minify: true });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}

/** JSON as a module (the emoji data): parsed at run time, which is faster than a large object literal. */
function json() {
  return {
    name: 'bounty-json',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(code)))});`, map: null };
    },
  };
}

/** Replaces `search` in `code` or fails the build naming the kit file: the patch no longer fits the kit. */
function patch(context, id, code, search, replacement) {
  const next = code.replace(search, replacement);
  if (next === code) context.error(`shadow patch for ${id.slice(kitEs.length)} no longer matches ${search}`);
  return next;
}

/**
 * The kit imports all twelve translations and dayjs locales statically. Keep English; every other language
 * becomes a lazy chunk behind `virtual:kit-locales`, loaded only when init asks for it.
 */
function kitLocales() {
  const streami18n = resolvePath(kitEs, 'i18n/Streami18n.mjs');
  return {
    name: 'bounty-kit-locales',
    resolveId: (source) => (source === 'virtual:kit-locales' ? '\0virtual:kit-locales' : null),
    load(id) {
      if (id !== '\0virtual:kit-locales') return null;
      const entries = LOCALES.map((lang) => `${lang}: () => Promise.all([import(${JSON.stringify(resolvePath(kitEs, `i18n/${lang}.mjs`))}), import("dayjs/locale/${lang}.js")]).then(([m]) => m.default)`);
      return `/** Lazy loaders of the kit's translations (with their dayjs locale). */\nexport const kitLocales = {\n${entries.join(',\n')}\n};`;
    },
    transform(code, id) {
      if (id !== streami18n) return null;
      let next = code;
      for (const lang of LOCALES) {
        next = patch(this, id, next, `import ${lang}_default from "./${lang}.mjs";\n`, '');
        next = patch(this, id, next, `import "dayjs/locale/${lang}.js";\n`, '');
        next = patch(this, id, next, new RegExp(`\\n\\s*${lang}: \\{ \\[defaultNS\\]: ${lang}_default \\},?`), '');
      }
      return { code: next, map: null };
    },
  };
}

const useWidgetRoot = `import { useWidgetRoot as __useWidgetRoot } from ${JSON.stringify(resolvePath(shadowDir, 'widgetRoot.ts'))};\n`;
const deepDom = `import { deepActiveElement as __deepActiveElement, deepQuerySelectorAll as __deepQuerySelectorAll } from ${JSON.stringify(resolvePath(shadowDir, 'deepDom.ts'))};\n`;

/** Per-file patches that make the kit work inside a shadow root (issue 4 §2). */
const shadowFixes = {
  // Dialog portals were looked up in `document`; outside clicks read a retargeted event.target.
  'components/Dialog/service/DialogPortal.mjs': (c, id, code) => useWidgetRoot + patch(c, id,
    patch(c, id, patch(c, id, code,
      'const target = event.target;', 'const target = event.composedPath()[0];'),
    'const dialogIsOpen = useDialogIsOpen(dialogId, dialogManagerId);', '$& const __widget = __useWidgetRoot();'),
    /useCallback\(\(\) => document\.querySelector\((`[^`]+`)\), \[dialogManager\.id\]\)/,
    'useCallback(() => __widget.root.querySelector($1), [__widget, dialogManager.id])'),
  // The aria-live regions go to the widget's portal host, so they carry the kit's visually-hidden styles.
  'components/Accessibility/AriaLiveOutlet.mjs': (c, id, code) => useWidgetRoot + patch(c, id, code,
    'const getPortalDestination = useCallback(() => document.body, []);',
    'const __widget = __useWidgetRoot(); const getPortalDestination = useCallback(() => __widget.portalHost, [__widget]);'),
  'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs': (c, id, code) => useWidgetRoot + patch(c, id, code,
    'const getDefaultPortalDestination = useCallback(() => document.getElementById(CHANNEL_CONTAINER_ID), []);',
    'const __widget = __useWidgetRoot(); const getDefaultPortalDestination = useCallback(() => __widget.root.getElementById(CHANNEL_CONTAINER_ID), [__widget]);'),
  'components/MessageActions/MessageActions.defaults.mjs': (c, id, code) => patch(c, id, patch(c, id, code,
    'document.querySelectorAll(".str-chat__thread .str-chat__textarea__textarea")', '__deepQuerySelectorAll(".str-chat__thread .str-chat__textarea__textarea")'),
    'document.getElementsByClassName("str-chat__textarea__textarea")', '__deepQuerySelectorAll(".str-chat__textarea__textarea")'),
  // The emoji picker's outside-click test saw the widget's host as the target of every click inside it.
  'plugins/Emojis/EmojiPicker.mjs': (c, id, code) => patch(c, id, code,
    /const target = e\.target;\s*const rootNode = target\.getRootNode\(\);\s*if \(popperElement\.contains\(isShadowRoot\(rootNode\) \? rootNode\.host : target\) \|\| referenceElement\.contains\(target\)\) return;/,
    'const path = e.composedPath(); if (path.includes(popperElement) || path.includes(referenceElement)) return;'),
  'components/TextareaComposer/SuggestionList/SuggestionList.mjs': (c, id, code) => patch(c, id, code,
    'if (container.contains(event.target)) return;', 'if (event.composedPath().includes(container)) return;'),
  'components/Form/Dropdown.mjs': (c, id, code) => patch(c, id, code,
    /if \(!\(event\.target instanceof Node\)\) return;\s*if \(floatingElement\?\.contains\(event\.target\)\) return;\s*if \(resolvedReferenceElement\?\.contains\(event\.target\)\) return;/,
    'const __path = event.composedPath(); if (floatingElement && __path.includes(floatingElement)) return; if (resolvedReferenceElement && __path.includes(resolvedReferenceElement)) return;'),
};

/** Applies shadowFixes, and swaps `document.activeElement` (which stops at our host) everywhere in the kit. */
function shadowPatches() {
  return {
    name: 'bounty-shadow-patches',
    transform(code, id) {
      if (!id.startsWith(kitEs)) return null;
      const fix = shadowFixes[id.slice(kitEs.length + 1)];
      let next = fix ? fix(this, id, code) : code;
      if (next.includes('document.activeElement') || next.includes('__deepQuerySelectorAll(')) {
        next = deepDom + next.replaceAll('document.activeElement', '__deepActiveElement()');
      }
      return next === code ? null : { code: next, map: null };
    },
  };
}

/** Writes dist/app/manifest.json (chunks, their imports and lazy imports) for the size benchmark. */
function chunkManifest() {
  return {
    name: 'bounty-chunk-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => ({
        file: c.fileName, name: c.name, isEntry: c.isEntry, isDynamicEntry: c.isDynamicEntry,
        imports: c.imports, dynamicImports: c.dynamicImports,
        modules: Object.keys(c.modules).filter((m) => /src\/app\//.test(m)).map((m) => m.slice(root.length + 1)),
      }));
      this.emitFile({ type: 'asset', fileName: 'app/manifest.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/** Emits the loader's declarations and dist/bounty-chat.d.ts, which re-exports them. */
function loaderDeclarations() {
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

const minify = terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });
const browser = nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'module', 'default'], preferBuiltins: false, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] });

export default [
  {
    input: 'src/loader/index.ts',
    output: { file: 'dist/bounty-chat.js', format: 'iife', plugins: [minify] },
    plugins: [typescript()],
  },
  {
    input: 'src/loader/esm.ts',
    output: { file: 'dist/bounty-chat.mjs', format: 'es', plugins: [minify] },
    plugins: [typescript(), loaderDeclarations()],
  },
  {
    input: { index: 'src/app/index.ts' },
    output: {
      dir: 'dist', format: 'es', entryFileNames: 'app/[name].js', chunkFileNames: 'app/[name]-[hash].js',
      plugins: [terser({ ecma: 2020, module: true, format: { comments: false } })],
    },
    onwarn(warning, warn) {
      // The kit has many internal import cycles (harmless, NOTES.md) and "use client" directives.
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
    plugins: [
      kitLocales(),
      shadowPatches(),
      cssAsString(),
      json(),
      typescript(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      browser,
      commonjs(),
      chunkManifest(),
    ],
  },
];
