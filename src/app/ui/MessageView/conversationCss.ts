/**
 * The widget's own rules over the kit's for the conversation (adopted with the message view's kit rules):
 * the sticky date sits on a band of the list's background, so it never floats over message text, and a long
 * sender name stays on one line, cut with an ellipsis, instead of wrapping under the next bubble; the popovers
 * (menus, reaction selector) are drawn over the sticky date; a modal (the delete confirmation) and its blurred backdrop
 * cover the panel, not the host's whole page (the kit fixes it to the window); an open thread has one header, its own (with Back),
 * in place of the panel's bar; the "Edited" flag's time shows above it; each paragraph of a message takes its direction from its own first strong letter
 * (English reads left to right in a right-to-left widget, its '?' at its end; Arabic right to left in an English one).
 * The composer is one box: the text on a row of its own, the width of the panel less a few pixels, and the
 * buttons on a row below (attachments and emoji at the start, send or record at the end), so a line holds about
 * 45 characters on the docked panel instead of 26. The kit's two inner boxes are dissolved into the grid
 * (display: contents); a button that loads later fills a cell of its own, so the text never moves.
 * On a touch screen every control here is at least 44 × 44 px (WCAG 2.5.5): the composer's buttons, a message's
 * options, the thread's "also send" box (its input covers its field), the bounty card's link and the off-board
 * notice's Report. The notice above a stranger's message and the reason under a refused first message are the
 * guard on first contact's (overrides/firstContact.tsx).
 */
export const conversationCss = `
.str-chat__date-separator--floating { background: var(--str-chat__background-core-app); }
.str-chat__dialog-overlay { z-index: 2; }
.bc-panel .str-chat__modal { position: absolute; }
.bc-panel:has(.str-chat__thread) .bc-bar { display: none; }
.str-chat__message .str-chat__message-metadata { flex-wrap: nowrap; min-width: 0; max-width: 100%; }
.str-chat__message .str-chat__message-metadata .str-chat__message-metadata__name {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; min-width: 0; flex: 0 1 auto;
}
.str-chat__message .str-chat__message-metadata > :not(.str-chat__message-metadata__name) { flex: none; }
.str-chat__message-text :is(p, li, blockquote) { unicode-bidi: plaintext; }
.bc-root .str-chat .str-chat__message-composer-container { padding: 8px 12px; }
.bc-root .str-chat .str-chat__message-composer {
  display: grid; grid-template-columns: auto auto minmax(0, 1fr) auto; align-items: center; gap: 0 4px; padding: 4px;
  grid-template-areas: "previews previews previews previews" "text text text text" "attach emoji . send";
  border: 1px solid var(--str-chat__border-core-default); border-radius: 16px; background: var(--composer-bg);
}
.bc-root .str-chat :is(.str-chat__message-composer-compose-area, .str-chat__message-composer-controls) { display: contents; }
.bc-root .str-chat .str-chat__message-composer > :not(.str-chat__attachment-selector, .str-chat__message-composer-compose-area) { grid-column: 1 / -1; }
.bc-root .str-chat .str-chat__message-composer-previews { grid-area: previews; }
.bc-root .str-chat .str-chat__message-composer-controls .str-chat__message-composer-controls__text-composition-controls {
  grid-area: text; padding: 6px 8px 2px;
}
.bc-root .str-chat .str-chat__message-composer > .str-chat__attachment-selector { grid-area: attach; width: auto; max-width: none; }
.bc-root .str-chat .str-chat__message-composer-controls .str-chat__message-composer__additional-actions { grid-area: emoji; height: auto; }
.bc-root .str-chat .str-chat__message-composer-controls .str-chat__message-composer__actions { grid-area: send; height: auto; }
.bc-root .str-chat .str-chat__message-composer :is(.str-chat__attachment-selector__menu-button, .str-chat__emoji-picker-button,
  .str-chat__message-composer__actions .str-chat__button) { width: 32px; height: 32px; min-width: 32px; padding: 0; }
.bc-off-board-notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; margin: 8px 12px 4px; padding: 8px 12px; border-radius: 8px;
  border: 1px solid var(--str-chat__accent-warning, #b45309); background: var(--str-chat__background-core-surface-subtle, #f7f7f7);
  color: var(--str-chat__text-primary, #000); font-size: 14px; line-height: 1.4;
}
.bc-off-board-notice > span { flex: 1 1 12em; }
.bc-off-board-report {
  font: inherit; font-weight: 600; padding: 4px 12px; border-radius: 16px; cursor: pointer; min-height: 32px;
  border: 1px solid currentColor; background: transparent; color: inherit;
}
.bc-off-board-report:focus-visible { outline: 2px solid var(--str-chat__primary-color, #005fff); outline-offset: 2px; }
.bc-first-contact-refusal {
  margin: 0 12px 8px; text-align: end; font-size: 13px; line-height: 1.4; color: var(--str-chat__accent-error, #d92f26);
}
@media (pointer: coarse) {
  .bc-root .bc-off-board-report { min-height: 44px; min-width: 44px; }
  .bc-root .str-chat .str-chat__message-composer :is(.str-chat__attachment-selector__menu-button, .str-chat__emoji-picker-button,
    .str-chat__message-composer__actions .str-chat__button) { width: 44px; height: 44px; min-width: 44px; }
  .bc-root .str-chat { --str-chat__message-options-button-size: 44px; }
  .bc-root .str-chat .str-chat__send-to-channel-checkbox__container .str-chat__send-to-channel-checkbox__field { min-height: 44px; min-width: 44px; }
  .bc-root .bc-bounty-card .bc-bounty-link { padding-block: 12px; margin-block: -8px; }
}
/* The options hold two buttons (the one-click reaction and ⋯). In a narrow panel the kit sized their box for one
   and kept no room for it: the buttons spilled out of the box, past the panel's left edge beside the user's own
   message, and past the list's right edge beside another's, which made the list scroll sideways as the menu took
   focus (every row moved left). The box holds both, and it always takes its place beside the bubble, hidden until
   the message is hovered, focused or its menu open: showing it (a hover, a tap on a phone) rewraps no text and moves
   nothing under the finger (a moved "1 reply" let a tap's click land beside it). */
.bc-root .str-chat .str-chat__message { --str-chat-message-options-size: calc(2 * var(--str-chat__message-options-button-size)); }
.bc-root .str-chat .str-chat__message:is(.str-chat__message--me, .str-chat__message--other) .str-chat__message-inner.str-chat__message-inner {
  margin-inline: 0;
}
.bc-root .str-chat .str-chat__message .str-chat__message-inner .str-chat__message-options { display: flex; visibility: hidden; }
.bc-root .str-chat .str-chat__li:is(:hover, :focus-within):not(:has(.str-chat__modal--open)) .str-chat__message-options,
.bc-root .str-chat .str-chat__li:has(.str-chat__message-options--active) .str-chat__message-inner .str-chat__message-options,
.bc-root .str-chat .str-chat__message .str-chat__message-inner:focus-within .str-chat__message-options { visibility: visible; }
.str-chat__message-edited-indicator { position: relative; cursor: pointer; }
.bc-edited-time {
  position: absolute; bottom: calc(100% + 4px); inset-inline-start: 0; z-index: 1; white-space: nowrap; padding: 2px 6px;
  border-radius: 4px; background: var(--str-chat__tooltip-background-color, #1f1f1f); color: var(--str-chat__tooltip-color, #fff);
}
.bc-edited-time .str-chat__message-simple-timestamp { color: inherit; }
`;
