/**
 * The widget's own rules over the kit's for the conversation (adopted with the message view's kit rules):
 * the sticky date sits on a band of the list's background, so it never floats over message text, and a long
 * sender name stays on one line, cut with an ellipsis, instead of wrapping under the next bubble; the popovers
 * (menus, reaction selector) are drawn over the sticky date; an open thread has one header, its own (with Back),
 * in place of the panel's bar; the "Edited" flag's time shows above it; each paragraph of a message takes its direction from its own first strong letter
 * (English reads left to right in a right-to-left widget, its '?' at its end; Arabic right to left in an English one).
 */
export const conversationCss = `
.str-chat__date-separator--floating { background: var(--str-chat__background-core-app); }
.str-chat__dialog-overlay { z-index: 2; }
.bc-panel:has(.str-chat__thread) .bc-bar { display: none; }
.str-chat__message .str-chat__message-metadata { flex-wrap: nowrap; min-width: 0; max-width: 100%; }
.str-chat__message .str-chat__message-metadata .str-chat__message-metadata__name {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; flex: 0 1 auto;
}
.str-chat__message .str-chat__message-metadata > :not(.str-chat__message-metadata__name) { flex: none; }
.str-chat__message-text :is(p, li, blockquote) { unicode-bidi: plaintext; }
.str-chat__message-edited-indicator { position: relative; cursor: pointer; }
.bc-edited-time {
  position: absolute; bottom: calc(100% + 4px); inset-inline-start: 0; z-index: 1; white-space: nowrap; padding: 2px 6px;
  border-radius: 4px; background: var(--str-chat__tooltip-background-color, #1f1f1f); color: var(--str-chat__tooltip-color, #fff);
}
.bc-edited-time .str-chat__message-simple-timestamp { color: inherit; }
`;
