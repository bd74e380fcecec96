// The kit's stylesheet assumes it styles the page: its phone layout follows the viewport and its rem lengths
// follow the page's <html> font size. Inside the widget both must follow the widget.
import { REM, remToPx } from '../remToPx.mjs';

const file = '../css/index.css';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file,
    find: '@media (max-width: 767px)',
    replace: '@container (max-width: 767px)',
    count: 5,
    why: 'The kit\'s phone layout followed the page width (767 px); inside a 400 px panel on a wide page it must follow the widget\'s width.',
    test: 'test/e2e/shadowHazards.test.ts',
  },
  {
    file,
    // The narrow layout hid the message's one-click reaction button, leaving three clicks through the menu; the
    // product keeps it (the thread button still goes: the menu has it, and the row has no room for both).
    find: '  .str-chat .str-chat__message-options .str-chat__button.str-chat__message-reactions-button,\n  .str-chat .str-chat__message-options .str-chat__button.str-chat__message-reply-in-thread-button {\n    display: none;',
    replace: '  .str-chat .str-chat__message-options .str-chat__button.str-chat__message-reply-in-thread-button {\n    display: none;',
    count: 1,
    why: 'The kit\'s narrow layout hides the hover reaction button; the product offers it on every width, desktop and phone.',
    test: 'test/e2e/hoverReaction.test.ts',
  },
  {
    file,
    find: REM,
    replace: remToPx,
    count: 40,
    why: 'rem follows the host page\'s <html> font size even in a shadow root; the kit\'s sizes assume 16 px, so they are pinned to px.',
    test: 'test/e2e/isolation.test.ts',
  },
];
