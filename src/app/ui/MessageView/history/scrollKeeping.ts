/**
 * What the list's scroller keeps while a conversation is shown, loaded once it is (nothing of it is needed to draw
 * the first messages): where the reader scrolls to (placeLeft.ts), and the end kept in view as rows grow
 * (stickToEnd.ts).
 */
import type { Channel } from 'stream-chat';
import { placeInView } from '../../../../chat/conversation/placeInView.js';
import { notePlace } from './placeLeft.js';
import { stickToEnd } from './stickToEnd.js';

/** Within this many px of its end, the list reads as at the newest messages. */
const END_SLACK = 8;

/** What the reader does herself: a scroll after one of these is hers, not the list's own settling. */
const INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Notes where the reader scrolls `scroller` (the list's scroller) to, for `channel`: only scrolls that follow her own
 * input (the list settles, follows new messages and jumps by itself too), and only while the list is shown (a view
 * kept hidden has no size and would read as scrolled to its end). Returns the listeners' removal.
 */
function keepPlace(channel: Channel, scroller: HTMLElement, atEnd: () => void): () => void {
  let hers = false;
  let pending = 0;
  const input = () => { hers = true; };
  const distanceToEnd = () => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
  // The end may come without a scroll (the rows fit the view): looked for a few times a second until it does.
  const endWatch = window.setInterval(() => {
    if (scroller.clientHeight === 0 || distanceToEnd() > END_SLACK) return;
    window.clearInterval(endWatch);
    atEnd();
  }, 250);
  const note = () => {
    pending = 0;
    if (!hers || scroller.clientHeight === 0) return;
    const area = scroller.getBoundingClientRect();
    const items = [...scroller.querySelectorAll<HTMLElement>('[data-message-id]')].map((item) => {
      const box = item.getBoundingClientRect();
      return { id: item.dataset['messageId'] ?? '', top: box.top, bottom: box.bottom };
    });
    const place = placeInView(items, area.top, distanceToEnd(), END_SLACK);
    if (place !== undefined) notePlace(channel, place);
  };
  // Noted once the scroll rests for a frame or two, not on every event of a fling.
  const scrolled = () => { if (!pending) pending = window.setTimeout(note, 100); };
  for (const type of INPUT) scroller.addEventListener(type, input, { passive: true });
  scroller.addEventListener('scroll', scrolled, { passive: true });
  return () => {
    for (const type of INPUT) scroller.removeEventListener(type, input);
    scroller.removeEventListener('scroll', scrolled);
    if (pending) window.clearTimeout(pending);
    window.clearInterval(endWatch);
  };
}

/** Both, on `scroller`; `atEnd` is called once the list reaches its end. Returns the undoing. */
export function keepScroll(channel: Channel, scroller: HTMLElement, atEnd: () => void): () => void {
  const stopPlace = keepPlace(channel, scroller, atEnd);
  const stopSticking = stickToEnd(scroller);
  return () => { stopPlace(); stopSticking(); };
}
