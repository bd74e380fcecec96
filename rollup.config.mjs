// Builds the widget: the tiny loader (IIFE + ESM + .d.ts) and the app as split ES modules in dist/app/.
// The kit (stream-chat-react) is adapted at build time, never edited in node_modules (plugins in build/): its
// locales become lazy chunks, shadowFixes below make it work in a shadow root, lazyKitParts defers its heavy
// parts; each patch fails the build if the kit's code no longer matches, so an upgrade that moves the code is
// caught here rather than in a customer's page.
import { resolve as resolvePath } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chunkManifest } from './build/chunkManifest.mjs';
import { cleanDir } from './build/cleanDir.mjs';
import { cssAsString } from './build/cssAsString.mjs';
import { json } from './build/json.mjs';
import { kitAliases } from './build/kitAliases.mjs';
import { kitLocales } from './build/kitLocales.mjs';
import { lazyKitParts } from './build/lazyKitParts.mjs';
import { loaderDeclarations } from './build/loaderDeclarations.mjs';
import { patch, root } from './build/patchKit.mjs';
import { shadowPatches, useWidgetRoot } from './build/shadowPatches.mjs';
import { typescript } from './build/typescript.mjs';
import channelThrottle from './build/patches/channelThrottle.mjs';

/**
 * Entries of the kit-patch table format (build/patches/*.mjs), applied with the shadow fixes until the table
 * plugin replaces this: each entry must match exactly `count` times, else the build fails.
 */
function tableFixes(entries) {
  const byFile = {};
  for (const entry of entries) {
    const previous = byFile[entry.file] ?? ((_c, _id, code) => code);
    byFile[entry.file] = (c, id, code) => {
      const next = previous(c, id, code);
      const global = typeof entry.find === 'string' ? null : new RegExp(entry.find.source, `${entry.find.flags.replace('g', '')}g`);
      const found = global ? [...next.matchAll(global)].length : next.split(entry.find).length - 1;
      if (found !== entry.count) c.error(`kit patch for ${entry.file} matches ${found} times, expected ${entry.count}: ${entry.why}`);
      return (entry.prepend ?? '') + (global ? next.replace(global, entry.replace) : next.replaceAll(entry.find, entry.replace));
    };
  }
  return byFile;
}

const shadowModule = (names, file) => `import { ${names} } from ${JSON.stringify(resolvePath(root, 'src/app/shadow', file))};\n`;
const modalIds = shadowModule('useModalManagerId as __useModalManagerId, isModalManagerId as __isModalManagerId', 'modalManagerId.ts');
const emojiPickerStyles = shadowModule('mountEmojiPicker as __mountEmojiPicker', 'emojiPickerStyles.ts');

/** Per-file patches that make the kit work inside a shadow root (issue 4 §2). */
const shadowFixes = {
  // Dialog portals were looked up in `document`; outside clicks read a retargeted event.target.
  // Each widget also has its own modal manager id (see modalManagerId.ts).
  'components/Dialog/service/DialogPortal.mjs': (c, id, code) => useWidgetRoot + modalIds + patch(c, id, patch(c, id,
    patch(c, id, patch(c, id, code,
      'const target = event.target;', 'const target = event.composedPath()[0];'),
    'const dialogIsOpen = useDialogIsOpen(dialogId, dialogManagerId);', '$& const __widget = __useWidgetRoot();'),
    /useCallback\(\(\) => document\.querySelector\((`[^`]+`)\), \[dialogManager\.id\]\)/,
    'useCallback(() => __widget.root.querySelector($1), [__widget, dialogManager.id])'),
    'dialogManager?.id === modalDialogManagerId', '__isModalManagerId(dialogManager?.id)'),
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
  // emoji-mart's <style> in its own shadow root is blocked by a strict CSP: adopt its CSS instead.
  'plugins/Emojis/Picker.mjs': (c, id, code) => emojiPickerStyles + patch(c, id, code,
    /instance\.current = new Picker\(\{\s*\.\.\.props,\s*ref\s*\}\);/,
    'instance.current = __mountEmojiPicker(new Picker({ ...props }), ref.current);'),
  // The kit's one fixed modal manager id would be shared by two widgets on a page: use one per widget.
  'context/DialogManagerContext.mjs': (c, id, code) => modalIds + patch(c, id, patch(c, id, code,
    /(ModalDialogManagerProvider = \(\{ children \}\) => \/\* @__PURE__ \*\/ jsx\(DialogManagerProvider, \{\s*id: )modalDialogManagerId,/,
    '$1__useModalManagerId(),'),
    'var useModalDialogManager = () => useMemo(() => getDialogManager(modalDialogManagerId), []);',
    'var useModalDialogManager = () => { const __id = __useModalManagerId(); return useMemo(() => getDialogManager(__id), [__id]); };'),
  'components/Dialog/hooks/useDialog.mjs': (c, id, code) => modalIds + patch(c, id, patch(c, id, patch(c, id, code,
    /(useModalDialog = \(id = modalDialogId\) => useDialog\(\{\s*dialogManagerId: )modalDialogManagerId,/, '$1__useModalManagerId(),'),
    'useDialogIsOpen(id, modalDialogManagerId)', 'useDialogIsOpen(id, __useModalManagerId())'),
    'useDialogIsTopmost(id, modalDialogManagerId)', 'useDialogIsTopmost(id, __useModalManagerId())'),
  'components/Chat/Chat.mjs': (c, id, code) => modalIds + patch(c, id, code,
    'useOpenedDialogCount({ dialogManagerId: modalDialogManagerId })', 'useOpenedDialogCount({ dialogManagerId: __useModalManagerId() })'),
  'components/Modal/GlobalModal.mjs': (c, id, code) => modalIds + patch(c, id, patch(c, id, code,
    'const dialog = useModalDialog(resolvedDialogId);', 'const __modalManagerId = __useModalManagerId(); $&'),
    /(jsx\(DialogPortalEntry, \{\s*dialogId: resolvedDialogId,\s*dialogManagerId: )modalDialogManagerId,/, '$1__modalManagerId,'),
  'components/TextareaComposer/SuggestionList/SuggestionList.mjs': (c, id, code) => patch(c, id, code,
    'if (container.contains(event.target)) return;', 'if (event.composedPath().includes(container)) return;'),
  'components/Form/Dropdown.mjs': (c, id, code) => patch(c, id, code,
    /if \(!\(event\.target instanceof Node\)\) return;\s*if \(floatingElement\?\.contains\(event\.target\)\) return;\s*if \(resolvedReferenceElement\?\.contains\(event\.target\)\) return;/,
    'const __path = event.composedPath(); if (floatingElement && __path.includes(floatingElement)) return; if (resolvedReferenceElement && __path.includes(resolvedReferenceElement)) return;'),
};

/** Heavy kit parts fetched on first render (issue 4 §4); each its own chunk. */
const lazyParts = [
  { importer: 'components/Message/MessageUI.mjs', module: 'components/Poll/Poll.mjs', name: 'Poll' },
  { importer: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs', module: 'components/Poll/PollCreationDialog/PollCreationDialog.mjs', name: 'PollCreationDialog' },
  { importer: 'components/Attachment/Image.mjs', module: 'components/Attachment/ModalGallery.mjs', name: 'ModalGallery' },
  { importer: 'components/Attachment/AttachmentContainer.mjs', module: 'components/Attachment/ModalGallery.mjs', name: 'ModalGallery' },
  { importer: 'components/MessageComposer/AttachmentPreviewList/AttachmentPreviewList.mjs', module: 'components/Gallery/Gallery.mjs', name: 'Gallery' },
  { importer: 'components/MessageComposer/MessageComposerUI.mjs', module: 'components/MediaRecorder/AudioRecorder/AudioRecorder.mjs', name: 'AudioRecorder' },
  // Attachments of every kind, reactions with their details, and modals load when a message or a dialog needs them.
  { importer: 'components/Message/MessageUI.mjs', module: 'components/Attachment/Attachment.mjs', name: 'Attachment' },
  { importer: 'components/Message/MessageUI.mjs', module: 'components/Reactions/MessageReactions.mjs', name: 'MessageReactions' },
  ...['components/MessageActions/MessageActions.defaults.mjs', 'components/MessageBounce/MessageBounceModal.mjs',
    'components/MessageComposer/AttachmentPreviewList/AttachmentPreviewList.mjs', 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs']
    .map((importer) => ({ importer, module: 'components/Modal/GlobalModal.mjs', name: 'GlobalModal', openProp: 'open' })),
];

/**
 * Kit imports pointed at our modules: Markdown loads on the first message that needs it, the WebM fixer when a
 * recording ends; the composer's file drop needs no library.
 */
const aliases = [
  { importer: 'components/MessageComposer/WithDragAndDropUpload.mjs', source: 'react-dropzone', target: 'src/app/dropzone/useDropzone.ts' },
  { importer: 'components/MediaRecorder/classes/MediaRecorderController.mjs', source: 'fix-webm-duration', target: 'src/app/recorder/fixWebmDuration.ts' },
  { importer: 'components/Message/renderText/renderText.mjs', source: 'react-markdown', target: 'src/app/markdown/lazyMarkdown.tsx' },
  { importer: 'components/Message/renderText/renderText.mjs', source: 'remark-gfm', target: 'src/app/markdown/gfmStandIn.ts' },
];

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
      cleanDir(resolvePath(root, 'dist/app')),
      kitLocales(),
      lazyKitParts(lazyParts),
      kitAliases(aliases),
      shadowPatches({ ...shadowFixes, ...tableFixes(channelThrottle) }),
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
