// Builds the widget: the tiny loader (IIFE + ESM + .d.ts) and the app as split ES modules in dist/app/.
// The kit (stream-chat-react) is adapted at build time, never edited in node_modules: the text patches in
// build/patches/ (applied and checked by kitPatches; see docs/kit-patches.md), its locales as lazy chunks and
// its heavy parts deferred (lazyKitParts). Each fails the build when the kit's code no longer matches, so an
// upgrade that moves the code is caught here rather than in a customer's page.
import { resolve as resolvePath } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chunkManifest } from './build/chunkManifest.mjs';
import { contextsOnce } from './build/contextsOnce.mjs';
import { cleanDir } from './build/cleanDir.mjs';
import { cssAsString } from './build/cssAsString.mjs';
import { json } from './build/json.mjs';
import { cdnFiles, movingLoader, pinModule, pinnedLoader, verifiedDynamicImports } from './build/integrity.mjs';
import { kitAliases } from './build/kitAliases.mjs';
import { isKitCycle } from './build/kitCycles.mjs';
import { kitDocumentUses } from './build/kitDocumentUses.mjs';
import { kitLocales } from './build/kitLocales.mjs';
import { kitPatches, loadPatchTable } from './build/kitPatches.mjs';
import { kitIcons } from './build/kitIcons.mjs';
import { kitLayout } from './build/kitLayout.mjs';
import { kitSplit } from './build/kitSplit.mjs';
import { lazyKitParts } from './build/lazyKitParts.mjs';
import { loaderDeclarations } from './build/loaderDeclarations.mjs';
import { openApiFile } from './build/openApiFile.mjs';
import { root } from './build/patchKit.mjs';
import { reactBinding } from './build/reactBinding.mjs';
import { isPackageImport, serverCompile } from './build/serverBundle.mjs';
import { serverDeclarations } from './build/serverDeclarations.mjs';
import { textKeys } from './build/textKeys.mjs';
import { typescript } from './build/typescript.mjs';

/**
 * Heavy kit parts fetched on first render, each its own chunk: one rewrite per part, wherever the kit imports it.
 * @type {{ module: string, name: string, importers: string[], gate?: string }[]}
 */
const lazyParts = [
  { module: 'components/Poll/Poll.mjs', name: 'Poll', importers: ['components/Message/MessageUI.mjs'] },
  { module: 'components/MediaRecorder/AudioRecorder/AudioRecorder.mjs', name: 'AudioRecorder', importers: ['components/MessageComposer/MessageComposerUI.mjs'] },
  // Attachments of every kind, reactions with their details, and modals load when a message or a dialog needs them.
  { module: 'components/Attachment/Attachment.mjs', name: 'Attachment', importers: ['components/Message/MessageUI.mjs'] },
  { module: 'components/Reactions/MessageReactions.mjs', name: 'MessageReactions', importers: ['components/Message/MessageUI.mjs'] },
  {
    module: 'components/Modal/GlobalModal.mjs', name: 'GlobalModal', gate: 'open',
    importers: ['components/MessageActions/MessageActions.defaults.mjs', 'components/MessageBounce/MessageBounceModal.mjs',
      'components/MessageComposer/AttachmentPreviewList/AttachmentPreviewList.mjs', 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs'],
  },
  // Popovers and menus load when first opened; the attachment button at the first idle moment (its place kept).
  { module: 'components/Dialog/components/Callout.mjs', name: 'Callout', gate: 'dialog', importers: ['components/MediaRecorder/AudioRecorder/AudioRecordingButtonWithNotification.mjs'] },
  {
    module: 'components/Tooltip/Tooltip.mjs', name: 'PopperTooltip', gate: 'visible',
    importers: ['components/Message/MessageStatus.mjs', 'components/Message/MessageEditedIndicator.mjs', 'components/MessageComposer/LinkPreviewList.mjs'],
  },
  { module: 'components/TextareaComposer/SuggestionList/SuggestionList.mjs', name: 'SuggestionList', gate: 'suggestions', importers: ['components/TextareaComposer/TextareaComposer.mjs'] },
  {
    module: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs', name: 'AttachmentSelector', gate: 'idle',
    placeholder: 'AttachmentSelectorPlaceholder', importers: ['components/MessageComposer/MessageComposerUI.mjs'],
  },
  // The composer's previews (a quote, an edit, attachments, a recording, links) show only with one.
  ...[['QuotedMessagePreview', 'QuotedMessagePreview'], ['AttachmentPreviewList', 'AttachmentPreviewList/AttachmentPreviewList'],
    ['VoiceRecordingPreviewSlot', 'AttachmentPreviewList/VoiceRecordingPreviewSlot'], ['LinkPreviewList', 'LinkPreviewList'],
    ['EditedMessagePreview', 'EditedMessagePreview']]
    .map(([name, path]) => ({ module: `components/MessageComposer/${path}.mjs`, name, importers: ['components/MessageComposer/MessageComposerUI.mjs'] })),
  // The toast list: the kit's default, which the product's own (src/app/ui/MessageView/overrides/notices.tsx,
  // loaded at the first idle moment or with the first toast) replaces, so the message view carries neither.
  { module: 'components/Notifications/NotificationList.mjs', name: 'NotificationList', importers: ['components/MessageList/VirtualizedMessageList.mjs'] },
  // The message's menu (the kit's MessageActions, replaced by ours) and the quote of another message.
  ...[['MessageActions', 'MessageActions/MessageActions'], ['QuotedMessage', 'Message/QuotedMessage']]
    .map(([name, path]) => ({ module: `components/${path}.mjs`, name, importers: ['components/Message/MessageUI.mjs'] })),
];

/** Kit files split into one module per declaration, so each declaration lands in the chunk that uses it. */
const splitFiles = [
  'components/Icons/icons.mjs',
  'components/TextareaComposer/SuggestionList/SuggestionList.mjs',
  // It also exports what the message view renders at once (SimpleAttachmentSelector): split, the lazy part above
  // goes to its own chunk instead of coming along.
  'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs',
];

/**
 * Kit imports pointed at modules of ours, one rewrite per stand-in, with the kit imports it answers (`uses`:
 * `[importer, source]`, the importer relative to the kit's dist/es, which reaches the SDK's build too).
 * @type {{ name: string, target: string, uses: [string, string][], slot?: { use: [string, string], target: string } }[]}
 */
const aliases = [
  // Markdown loads on the first message that needs it; the WebM fixer when a recording ends.
  { name: 'react-markdown', target: 'src/app/markdown/lazyMarkdown.tsx', uses: [['components/Message/renderText/renderText.mjs', 'react-markdown']] },
  { name: 'remark-gfm', target: 'src/app/markdown/gfmStandIn.ts', uses: [['components/Message/renderText/renderText.mjs', 'remark-gfm']] },
  { name: 'fix-webm-duration', target: 'src/app/recorder/fixWebmDuration.ts', uses: [['components/MediaRecorder/classes/MediaRecorderController.mjs', 'fix-webm-duration']] },
  // The composer's file drop needs no library.
  { name: 'react-dropzone', target: 'src/app/dropzone/useDropzone.ts', uses: [['components/MessageComposer/WithDragAndDropUpload.mjs', 'react-dropzone']] },
  // The composer's growing textarea measures itself, not a hidden textarea on the host's <body> (a hazard in a
  // shadow root, as well as ≈ 1 KiB gzip).
  { name: 'react-textarea-autosize', target: 'src/app/kitDeps/autosizeTextarea.tsx', uses: [['components/TextareaComposer/TextareaComposer.mjs', 'react-textarea-autosize']] },
  // The translator needs a sliver of i18next (≈ 12 KiB gzip): interpolation, plurals, one language.
  { name: 'i18next', target: 'src/app/i18n/kitI18next.ts', uses: [['i18n/Streami18n.mjs', 'i18next']] },
  // dayjs's utc and timezone plugins serve only a translator time-zone option the widget never sets: times stay in
  // the visitor's own zone without them.
  { name: 'dayjs utc and timezone plugins', target: 'src/app/kitDeps/noDayjsPlugin.ts', uses: [['i18n/Streami18n.mjs', 'dayjs/plugin/utc.js'], ['i18n/Streami18n.mjs', 'dayjs/plugin/timezone.js']] },
  // Config merging and emoji matching without their packages (≈ 3 KiB gzip each): see src/app/kitDeps.
  { name: 'lodash.mergewith', target: 'src/app/kitDeps/mergeWith.ts', uses: ['utils/mergeDeep.mjs', 'plugins/Emojis/middleware/textComposerEmojiMiddleware.mjs'].map((importer) => [importer, 'lodash.mergewith']) },
  { name: 'emoji-regex', target: 'src/app/kitDeps/emojiRegex.ts', uses: [['components/Message/emojiRegex.mjs', 'emoji-regex']] },
  // The Markdown plugins' tree tools load with the parser (they only run inside it).
  {
    name: 'unist tools', target: 'src/app/markdown/unistStandIn.ts',
    uses: [['unist-util-visit', ['remarkPlugins/htmlToTextPlugin', 'remarkPlugins/imageToLink', 'remarkPlugins/plusPlusToEmphasis', 'remarkPlugins/keepLineBreaksPlugin', 'rehypePlugins/mentionsMarkdownPlugin']],
      ['unist-builder', ['rehypePlugins/emojiMarkdownPlugin', 'rehypePlugins/mentionsMarkdownPlugin']],
      ['hast-util-find-and-replace', ['rehypePlugins/emojiMarkdownPlugin', 'rehypePlugins/mentionsMarkdownPlugin']]]
      .flatMap(([source, files]) => files.map((file) => [`components/Message/renderText/${file}.mjs`, source])),
  },
  // The audio player class comes with the first audio on screen, not with the channel's player pool (≈ 2 KiB gzip):
  // the pool takes it from a slot that the audio parts' hooks fill as they load, so both ends are one rewrite.
  {
    name: 'audio player', target: 'src/app/kitDeps/audioPlayback.ts',
    slot: { use: ['components/AudioPlayback/AudioPlayerPool.mjs', './AudioPlayer.mjs'], target: 'src/app/kitDeps/audioPlayerSlot.ts' },
    uses: [['components/Attachment/Audio.mjs', '../AudioPlayback/WithAudioPlayback.mjs'], ['components/Attachment/VoiceRecording.mjs', '../AudioPlayback/WithAudioPlayback.mjs'],
      ['components/MediaRecorder/AudioRecorder/AudioRecordingPlayback.mjs', '../../AudioPlayback/WithAudioPlayback.mjs'],
      ['components/MessageComposer/AttachmentPreviewList/AudioAttachmentPreview.mjs', '../../AudioPlayback/WithAudioPlayback.mjs']],
  },
  // The SDK imports linkifyjs only for the composer's link previews, which the widget leaves off: the channel list
  // does not carry it (≈ 10 KiB gzip), and the conversation brings it anyway (the kit's message text finds links).
  { name: 'linkifyjs', target: 'src/app/kitDeps/lazyLinkify.ts', uses: [['../../../stream-chat/dist/esm/index.mjs', 'linkifyjs']] },
  // The SDK's REST calls go through a small client on fetch (XMLHttpRequest for an upload's progress), not axios,
  // of which it uses a sliver (≈ 18 KiB gzip less on the list and on every conversation).
  { name: 'axios', target: 'src/app/kitDeps/axios.ts', uses: [['../../../stream-chat/dist/esm/index.mjs', 'axios']] },
];

/**
 * Kit imports pointed at modules of ours to remove a hazard, not to save bytes (docs/kit-patches.md, with the
 * text patches): the kit's popovers are placed within the panel, not the window.
 */
const hazardAliases = [
  { name: 'popovers in the panel', target: 'src/app/shadow/panelPopovers.ts', uses: [['components/Dialog/hooks/usePopoverPosition.mjs', '@floating-ui/react']] },
];

/** The icon pass's alias: the kit's icon hook spreads no icons of its own (see build/kitIcons.mjs). */
const iconDefaults = { name: 'icon hook without icons', target: 'src/app/kitDeps/noIconDefaults.ts', uses: [['context/useComponentContextIcons.mjs', '../components/Icons/icons.mjs']] };

/** One alias per kit import, as build/kitAliases.mjs takes them. */
const aliasesOf = (rules) => rules.flatMap(({ target, uses, slot }) => [
  ...uses.map(([importer, source]) => ({ importer, source, target })),
  ...(slot ? [{ importer: slot.use[0], source: slot.use[1], target: slot.target }] : []),
]);

/** One lazy part per importer, as build/lazyKitParts.mjs takes them. */
const lazyPartsOf = (rules) => rules.flatMap(({ importers, ...part }) => importers.map((importer) => ({ importer, ...part })));

/**
 * The rewrites listed here, by kind, one entry per rewrite: `npm run bench:rewrites` (test/bench/rewrites.ts)
 * measures each byte-saving one (the aliases, lazy parts and split files) and counts them all.
 */
export const rewrites = { aliases, lazyParts, splitFiles, hazardAliases, iconDefaults };

/**
 * @typedef {object} RewritesOff what to leave out of the app's build (each list replaces the full one)
 * @property {typeof aliases} [aliases]
 * @property {typeof lazyParts} [lazyParts]
 * @property {string[]} [splitFiles]
 * @property {false} [icons]
 * @property {'cut' | 'subsets' | 'whole'} [stylesheet]
 */

/**
 * The app's build as split ES modules in `<dir>/app/`. `off` leaves byte-saving rewrites out so that
 * test/bench/rewrites.ts can measure what each saves: other `aliases`, `lazyParts`, `splitFiles` and `patches`
 * (table entries) than the full lists, `icons: false` (the icon call-site pass and its hook alias, which only work
 * together) and `stylesheet` ('subsets': not cut by use; 'whole': not cut at all, see build/cssAsString.mjs).
 * Outside dist/ (`dir`), only what the browser fetches is built: no CDN twin, text keys or `document.` check.
 * @param {{ dir?: string, patches: import('./build/kitPatches.mjs').KitPatch[], off?: RewritesOff }} options
 * @returns {import('rollup').RollupOptions}
 */
export function appBuild({ dir = 'dist', patches, off = {} }) {
  const release = dir === 'dist';
  const css = cssAsString({ stylesheet: off.stylesheet ?? 'cut' });
  const icons = off.icons !== false;
  return {
    input: { index: 'src/app/index.ts' },
    output: {
      dir, format: 'es', entryFileNames: 'app/[name].js', chunkFileNames: 'app/[name]-[hash].js',
      plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })],
    },
    onwarn(warning, warn) {
      // The kit's own import cycles (listed in kitCycles) are harmless: none runs code at import time that needs
      // another. Any other cycle, ours above all, is reported.
      if (warning.code === 'CIRCULAR_DEPENDENCY' && isKitCycle(warning.ids ?? [])) return;
      // The kit's "use client" directives.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
    plugins: [
      kitLayout(),
      cleanDir(resolvePath(root, dir, 'app')),
      kitLocales(),
      kitAliases(aliasesOf([...(off.aliases ?? aliases), ...hazardAliases, ...(icons ? [iconDefaults] : [])])),
      // Order matters: the text patches see the kit's own code, the lazy parts rewrite its imports, then files split.
      kitPatches(patches),
      lazyKitParts(lazyPartsOf(off.lazyParts ?? lazyParts)),
      icons && kitIcons(),
      kitSplit(off.splitFiles ?? splitFiles),
      css,
      json(),
      typescript(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'module', 'default'], preferBuiltins: false, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
      commonjs(),
      chunkManifest(css.api.rendered),
      contextsOnce(),
      release && kitDocumentUses(),
      verifiedDynamicImports(),
      release && cdnFiles(),
      release && textKeys(),
    ],
  };
}

const minify = terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

export default [
  // The product service as plain ES modules for Node (`bounty-chat/server`), its packages left as imports.
  {
    input: { index: 'src/server/index.ts', main: 'src/server/main.ts' },
    output: { dir: 'dist/server', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    external: isPackageImport,
    plugins: [cleanDir(resolvePath(root, 'dist/server')), ...serverCompile(), serverDeclarations(), openApiFile()],
  },
  {
    input: 'src/loader/index.ts',
    output: { file: 'dist/bounty-chat.js', format: 'iife', plugins: [minify] },
    plugins: [movingLoader(), typescript()],
  },
  {
    input: 'src/loader/esm.ts',
    output: { file: 'dist/bounty-chat.mjs', format: 'es', plugins: [minify] },
    plugins: [movingLoader(), typescript(), loaderDeclarations()],
  },
  appBuild({ patches: await loadPatchTable() }),
  // A version's pinned files, for hosts that put an `integrity` attribute on the tag: the pin module that checks
  // every app chunk, then the pinned loaders that check it (see build/integrity.mjs).
  pinModule([typescript()], minify),
  pinnedLoader({ input: 'src/loader/index.ts', file: 'bounty-chat.js', format: 'iife', plugins: [typescript()], minify, last: false }),
  pinnedLoader({ input: 'src/loader/esm.ts', file: 'bounty-chat.mjs', format: 'es', plugins: [typescript()], minify, last: true }),
  reactBinding(),
];
