// The kit's `document.` uses left after build/patches/: each is safe in a shadow root for the reason given.
// The build (kitDocumentUses) fails on any use in the bundled kit that is neither patched nor listed here.

const listens = 'Listens on document for events that are composed (they cross the shadow boundary); the handler reads the key or the composed path, never a retargeted event.target.';
const pageWide = 'Page visibility is a property of the whole page, which is what the kit wants here.';
const detached = 'Creates an element that is never attached to the page (a media metadata probe).';

/** `{ file: { use: why } }` as `{ file, use, why }` entries. */
const perFile = (table) => Object.entries(table).flatMap(([file, uses]) => Object.entries(uses).map(([use, why]) => ({ file, use, why })));

/** `{ file, use, why }`: `document.<use>` in the kit file (path under stream-chat-react/dist/es/) is safe because `why`. */
export const DOCUMENT_ALLOWLIST = [
  ...['addEventListener', 'removeEventListener'].flatMap((use) => [
    { file: 'components/Dialog/service/DialogPortal.mjs', use, why: `${listens} (Outside clicks: the composed path, see build/patches/shadowRoot.mjs.)` },
    { file: 'components/Dialog/service/DialogAnchor.mjs', use, why: `${listens} (Escape closes the dialog.)` },
    { file: 'components/Dialog/components/ContextMenu.mjs', use, why: `${listens} (Escape closes the menu.)` },
    { file: 'components/Form/Dropdown.mjs', use, why: `${listens} (Outside clicks: the composed path, see build/patches/shadowRoot.mjs.)` },
    { file: 'components/TextareaComposer/SuggestionList/SuggestionList.mjs', use, why: 'The mention list\'s outside-click test reads the retargeted event.target, so it takes every click inside the widget for an outside one, harmlessly: a click on a member has chosen it by then (the widget\'s own handler runs first), and any other click has already closed the list by taking focus from the composer (src/app/ui/MessageView/overrides/mentions.tsx). Shown in test/e2e/shadowHazards.test.ts.' },
    { file: 'components/Gallery/GalleryUI.mjs', use, why: `${listens} (Arrow keys and Escape in the gallery.)` },
    { file: 'components/AudioPlayback/components/useInteractiveProgressBar.mjs', use, why: `${listens} (A pointerup anywhere ends a drag of the progress bar.)` },
    { file: 'components/MessageList/hooks/useMarkRead.mjs', use, why: `${pageWide} (visibilitychange: mark read when the tab is shown.)` },
  ]),
  ...perFile({
    'components/MessageList/hooks/useMarkRead.mjs': {
      hidden: `${pageWide} (No mark-read while the tab is hidden.)`,
    },
    'components/Channel/Channel.mjs': {
      hidden: `${pageWide} (Counts unread messages while the tab is hidden, for the title below.)`,
      title: 'Read at mount, and written with the unread count only by a Channel given no activeUnreadHandler: the widget gives one that does nothing (src/app/ui/MessageView/MessageView.tsx), so the host page keeps its title.',
    },
    'components/MessageList/hooks/MessageList/useUnreadMessagesNotification.mjs': {
      getElementsByClassName: 'Finds nothing inside the shadow root, and nothing depends on it: the widget\'s message list is the virtualized one (its notice: build/patches/unreadNotice.mjs); this plain list\'s hook runs only in a thread, which never shows the unread notice.',
    },
    'components/AudioPlayback/AudioPlayer.mjs': {
      createElement: detached,
    },
    'components/Attachment/hooks/useLocalVideoDimensions.mjs': {
      createElement: detached,
    },
    'components/MessageActions/downloadUtils.mjs': {
      createElement: 'A download link, clicked and removed in the same task; nothing in it is styled or seen.',
      body: 'The download link must be connected to be clicked; it is removed in the same task, so the host\'s body is left as it was.',
    },
    'utils/getTextareaCaretRect.mjs': {
      createElement: 'The caret-position mirror: a hidden copy of the composer, measured and removed synchronously.',
      body: 'The mirror lives on body for one synchronous measurement and copies the composer\'s computed styles inline, so only an !important host rule on div or span could skew where the suggestion list opens.',
    },
    'components/Accessibility/hooks/useFocusReturn.mjs': {
      body: 'Compared with the focused element ("nothing focused"), never queried or changed.',
    },
    'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs': {
      body: 'Compared with the focused element ("nothing focused") before focus returns to the menu button, never queried or changed.',
    },
  }),
];
