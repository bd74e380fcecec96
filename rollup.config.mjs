// Builds the widget: the tiny loader (IIFE + ESM + .d.ts) and the app as split ES modules in dist/app/.
// The kit (stream-chat-react) is adapted at build time, never edited in node_modules: the text patches in
// build/patches/ (applied and checked by kitPatches; see docs/kit-patches.md), its locales as lazy chunks and
// its heavy parts deferred (lazyKitParts). Each fails the build when the kit's code no longer matches, so an
// upgrade that moves the code is caught here rather than in a customer's page.
import { isAbsolute, resolve as resolvePath } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { chunkManifest } from './build/chunkManifest.mjs';
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
import { root } from './build/patchKit.mjs';
import { reactBinding } from './build/reactBinding.mjs';
import { serverDeclarations } from './build/serverDeclarations.mjs';
import { textKeys } from './build/textKeys.mjs';
import { typescript } from './build/typescript.mjs';

/**
 * Heavy kit parts fetched on first render; each its own chunk.
 * @type {{ importer: string, module: string, name: string, gate?: string }[]}
 */
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
    .map((importer) => ({ importer, module: 'components/Modal/GlobalModal.mjs', name: 'GlobalModal', gate: 'open' })),
  // Popovers and menus load when first opened; the attachment button at the first idle moment; the editing
  // composer's attachment button when a message is first edited.
  { importer: 'components/MediaRecorder/AudioRecorder/AudioRecordingButtonWithNotification.mjs', module: 'components/Dialog/components/Callout.mjs', name: 'Callout', gate: 'dialog' },
  ...['components/Message/MessageStatus.mjs', 'components/Message/MessageEditedIndicator.mjs', 'components/MessageComposer/LinkPreviewList.mjs']
    .map((importer) => ({ importer, module: 'components/Tooltip/Tooltip.mjs', name: 'PopperTooltip', gate: 'visible' })),
  { importer: 'components/TextareaComposer/TextareaComposer.mjs', module: 'components/TextareaComposer/SuggestionList/SuggestionList.mjs', name: 'SuggestionList', gate: 'suggestions' },
  { importer: 'components/MessageComposer/MessageComposerUI.mjs', module: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs', name: 'AttachmentSelector', gate: 'idle' },
  { importer: 'components/MessageComposer/MessageComposerUI.mjs', module: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs', name: 'SimpleAttachmentSelector' },
  // The composer's previews (a quote, an edit, attachments, a recording, links, a location) show only with one.
  ...[['QuotedMessagePreview', 'QuotedMessagePreview'], ['AttachmentPreviewList', 'AttachmentPreviewList/AttachmentPreviewList'],
    ['VoiceRecordingPreviewSlot', 'AttachmentPreviewList/VoiceRecordingPreviewSlot'], ['LinkPreviewList', 'LinkPreviewList'],
    ['EditedMessagePreview', 'EditedMessagePreview'], ['GeolocationPreview', 'AttachmentPreviewList/GeolocationPreview']]
    .map(([name, path]) => ({ importer: 'components/MessageComposer/MessageComposerUI.mjs', module: `components/MessageComposer/${path}.mjs`, name })),
  // A message's rarer parts render only on messages that have them; the kit's MessageActions is replaced by ours.
  ...[['MessageBounceModal', 'MessageBounce/MessageBounceModal'], ['MessageBouncePrompt', 'MessageBounce/MessageBouncePrompt'],
    ['PinIndicator', 'Message/PinIndicator'], ['MessageAlsoSentInChannelIndicator', 'Message/MessageAlsoSentInChannelIndicator'],
    ['ReminderNotification', 'Message/ReminderNotification'], ['MessageActions', 'MessageActions/MessageActions'],
    ['MessageRepliesCountButton', 'Message/MessageRepliesCountButton'], ['QuotedMessage', 'Message/QuotedMessage'],
    ['StreamedMessageText', 'Message/StreamedMessageText']]
    .map(([name, path]) => ({ importer: 'components/Message/MessageUI.mjs', module: `components/${path}.mjs`, name })),
  // The list's rarer rows: a system message (a member joined, a channel archived), a giphy being chosen.
  { importer: 'components/MessageList/VirtualizedMessageList.mjs', module: 'components/EventComponent/EventComponent.mjs', name: 'EventComponent' },
  { importer: 'components/MessageList/VirtualizedMessageList.mjs', module: 'components/MessageList/GiphyPreviewMessage.mjs', name: 'GiphyPreviewMessage' },
];

/** Kit files split into one module per declaration, so each declaration lands in the chunk that uses it. */
const splitFiles = [
  'components/Icons/icons.mjs',
  'components/Dialog/components/ContextMenu.mjs',
  'components/Dialog/service/DialogAnchor.mjs',
  'components/TextareaComposer/SuggestionList/SuggestionList.mjs',
  'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs',
  'components/Tooltip/Tooltip.mjs',
];

/**
 * Kit imports pointed at our modules: Markdown loads on the first message that needs it, the WebM fixer when a
 * recording ends; the composer's file drop and growing textarea need no library, the translator a small stand-in for i18next, config
 * merging one for lodash.mergewith, debouncing and throttling as lodash defines them, and emoji matching the
 * browser's Unicode properties.
 */
const aliases = [
  { importer: 'components/MessageComposer/WithDragAndDropUpload.mjs', source: 'react-dropzone', target: 'src/app/dropzone/useDropzone.ts' },
  // The composer's growing textarea measures itself, not a hidden textarea on the host's <body> (≈ 2 KiB gzip).
  { importer: 'components/TextareaComposer/TextareaComposer.mjs', source: 'react-textarea-autosize', target: 'src/app/kitDeps/autosizeTextarea.tsx' },
  { importer: 'components/MediaRecorder/classes/MediaRecorderController.mjs', source: 'fix-webm-duration', target: 'src/app/recorder/fixWebmDuration.ts' },
  { importer: 'components/Message/renderText/renderText.mjs', source: 'react-markdown', target: 'src/app/markdown/lazyMarkdown.tsx' },
  { importer: 'components/Message/renderText/renderText.mjs', source: 'remark-gfm', target: 'src/app/markdown/gfmStandIn.ts' },
  // The translator needs a sliver of i18next (≈ 14 KiB gzip): interpolation, plurals, one language.
  { importer: 'i18n/Streami18n.mjs', source: 'i18next', target: 'src/app/i18n/kitI18next.ts' },
  // Config merging and emoji matching without their packages (≈ 4.5 and 3 KiB gzip): see src/app/kitDeps.
  ...['utils/mergeDeep.mjs', 'plugins/Emojis/middleware/textComposerEmojiMiddleware.mjs']
    .map((importer) => ({ importer, source: 'lodash.mergewith', target: 'src/app/kitDeps/mergeWith.ts' })),
  { importer: 'components/Message/emojiRegex.mjs', source: 'emoji-regex', target: 'src/app/kitDeps/emojiRegex.ts' },
  // The Markdown plugins' tree tools load with the parser (they only run inside it).
  ...[['unist-util-visit', ['remarkPlugins/htmlToTextPlugin', 'remarkPlugins/imageToLink', 'remarkPlugins/plusPlusToEmphasis', 'remarkPlugins/keepLineBreaksPlugin', 'rehypePlugins/mentionsMarkdownPlugin']],
    ['unist-builder', ['rehypePlugins/emojiMarkdownPlugin', 'rehypePlugins/mentionsMarkdownPlugin']],
    ['hast-util-find-and-replace', ['rehypePlugins/emojiMarkdownPlugin', 'rehypePlugins/mentionsMarkdownPlugin']]]
    .flatMap(([source, files]) => files.map((file) => ({ importer: `components/Message/renderText/${file}.mjs`, source, target: 'src/app/markdown/unistStandIn.ts' }))),
  ...['components/MessageList/hooks/useReducedMotionPreference.mjs', 'store/hooks/useStateStore.mjs']
    .map((importer) => ({ importer, source: 'use-sync-external-store/shim', target: 'src/app/kitDeps/useSyncExternalStore.ts' })),
  // lodash.debounce in modern code (≈ 0.5 KiB gzip less, on the conversation's first paint).
  ...['components/Channel/Channel.mjs', 'components/InfiniteScrollPaginator/InfiniteScrollPaginator.mjs', 'components/Poll/PollOptionSelector.mjs']
    .map((importer) => ({ importer, source: 'lodash.debounce', target: 'src/app/kitDeps/debounce.ts' })),
  // lodash.throttle carries a second copy of lodash.debounce (≈ 1.5 KiB gzip): ours is built on the debounce above.
  ...['components/Channel/Channel.mjs', 'components/Message/hooks/useReactionHandler.mjs',
    'components/MessageList/hooks/MessageList/useFloatingDateSeparatorMessageList.mjs', 'components/MessageList/VirtualizedMessageListComponents.mjs',
    'components/AudioPlayback/components/WaveProgressBar.mjs', 'components/AudioPlayback/AudioPlayer.mjs']
    .map((importer) => ({ importer, source: 'lodash.throttle', target: 'src/app/kitDeps/throttle.ts' })),
  // The audio player class comes with the first audio on screen, not with the channel's player pool (≈ 2.5 KiB gzip).
  { importer: 'components/AudioPlayback/AudioPlayerPool.mjs', source: './AudioPlayer.mjs', target: 'src/app/kitDeps/audioPlayerSlot.ts' },
  ...[['components/Attachment/Audio.mjs', '../AudioPlayback/WithAudioPlayback.mjs'], ['components/Attachment/VoiceRecording.mjs', '../AudioPlayback/WithAudioPlayback.mjs'],
    ['components/MediaRecorder/AudioRecorder/AudioRecordingPlayback.mjs', '../../AudioPlayback/WithAudioPlayback.mjs'],
    ['components/MessageComposer/AttachmentPreviewList/AudioAttachmentPreview.mjs', '../../AudioPlayback/WithAudioPlayback.mjs']]
    .map(([importer, source]) => ({ importer, source, target: 'src/app/kitDeps/audioPlayback.ts' })),
  // The recorder's default WAV encoder, which the widget replaces with its mp3 one, loads only if called.
  { importer: 'components/MediaRecorder/transcode/index.mjs', source: './wav.mjs', target: 'src/app/kitDeps/lazyWav.ts' },
  // The SDK's link finder serves only the composer's link previews, which the widget leaves off: the channel list
  // does not carry linkifyjs (≈ 6 KiB gzip); it loads on the first call.
  { importer: '../../../stream-chat/dist/esm/index.mjs', source: 'linkifyjs', target: 'src/app/kitDeps/lazyLinkify.ts' },
];

/** The byte-saving rewrites listed here, by kind: `npm run bench:rewrites` (test/bench/rewrites.ts) measures each. */
export const rewrites = { aliases, lazyParts, splitFiles };

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
 * (table entries) than the full lists, `icons: false` (the icon call-site pass and its hook patch, which only work
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
      plugins: [terser({ ecma: 2020, module: true, format: { comments: false } })],
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
      kitAliases(off.aliases ?? aliases),
      // Order matters: the text patches see the kit's own code, the lazy parts rewrite its imports, then files split.
      kitPatches(icons ? patches : patches.filter((entry) => entry.source !== ICON_PATCHES)),
      lazyKitParts(off.lazyParts ?? lazyParts),
      icons && kitIcons(),
      kitSplit(off.splitFiles ?? splitFiles),
      css,
      json(),
      typescript(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'import', 'module', 'default'], preferBuiltins: false, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
      commonjs(),
      chunkManifest(css.api.rendered),
      release && kitDocumentUses(),
      verifiedDynamicImports(),
      release && cdnFiles(),
      release && textKeys(),
    ],
  };
}

/** The table of the icon hook's patch, which the icon pass (kitIcons) needs and nothing else does. */
const ICON_PATCHES = 'build/patches/icons.mjs';

const minify = terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } });

export default [
  // The product service as plain ES modules for Node (`bounty-chat/server`), its packages left as imports.
  {
    input: { index: 'src/server/index.ts', main: 'src/server/main.ts' },
    output: { dir: 'dist/server', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    external: (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0'),
    plugins: [
      cleanDir(resolvePath(root, 'dist/server')),
      typescript(),
      nodeResolve({ extensions: ['.ts', '.mjs', '.js'], preferBuiltins: true }),
      serverDeclarations(),
    ],
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
