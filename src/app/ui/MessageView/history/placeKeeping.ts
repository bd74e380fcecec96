/**
 * The conversation's scroll place, kept: where the reader is (noted for her return, see openingLocation.ts), and
 * the list held at its newest message once she is there, when a row or the list itself changes size: an image
 * that loads after her own message was scrolled into view, the composer growing or shrinking.
 */
import { useEffect, useRef, useState } from 'react';
import type { Channel, LocalMessage } from 'stream-chat';
import type { LeftPlace } from '../../../../chat/conversation/openingPlace.js';
import { endOpening, notePlace, openingSide } from './openingLocation.js';

/** At most this far from the end (px) counts as at the end: scroll positions are fractional. */
const END_SLACK = 2;

/**
 * Frames a note waits at most for the list to render the rows of the place it scrolled to (the list renders after
 * the frame that scrolled): about a second at 60 frames a second, longer on a busy machine.
 */
const NOTE_FRAMES = 60;

/** What the reader does with the list or the composer. */
const ACTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

const atEnd = (scroller: HTMLElement) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= END_SLACK;

/** Where the reader is in `scroller`: the row at its top (rows carry `data-message-id`), or its end. */
export function placeIn(scroller: HTMLElement): LeftPlace | undefined {
  if (atEnd(scroller)) return 'end';
  const top = scroller.getBoundingClientRect().top;
  for (const row of scroller.querySelectorAll<HTMLElement>('[data-message-id]')) {
    const box = row.getBoundingClientRect();
    if (box.bottom <= top) continue;
    // A first row below the view's top, away from the list's top: the rows above are not rendered yet (the list
    // renders after it scrolls), so this is no place.
    if (box.top > top + 1 && scroller.scrollTop > 1) return undefined;
    return { id: row.dataset['messageId']!, offset: Math.round(top - box.top) };
  }
  return undefined;
}

/**
 * Notes the reader's place in `channel` as `scroller` scrolls. While `follows` (the list holds the newest
 * messages), the list is pinned to its end from when it scrolls there or the reader sends a message (`newest`,
 * the list's newest message, is her own and new) until it is moved up, and kept there as sizes change.
 * Returns whether the list is still opening away from its newest message: from its mount until it opens at its
 * newest after all, first reaches its end, or the reader acts or sends. Meanwhile the list must not follow its
 * output: Virtuoso takes rows measured taller than guessed, right after it scrolled to the opening place, for
 * content growing under a reader at the end, and scrolls there.
 */
export function usePlaceKeeping(channel: Channel, scroller: HTMLElement | null, follows: boolean, newest: LocalMessage | undefined, read: unknown): boolean {
  const pinned = useRef(false);
  const seenNewest = useRef(newest?.id);
  const newestId = useRef(newest?.id);
  newestId.current = newest?.id;
  const [opening, setOpening] = useState(true);
  // The opening place is known once the list has rendered with the reader's read state (`read`, the list's).
  useEffect(() => {
    if (opening && openingSide(channel) === 'newest') setOpening(false);
  }, [opening, channel, read, newest]);
  useEffect(() => {
    if (!newest || newest.id === seenNewest.current) return;
    seenNewest.current = newest.id;
    if (newest.user?.id !== channel.getClient().userID || !scroller || !follows) return;
    setOpening(false);
    pinned.current = true;
    scroller.scrollTop = scroller.scrollHeight;
  }, [channel, follows, newest, scroller]);
  useEffect(() => {
    if (!scroller) return undefined;
    // A new scroller is a new mount of the list, placed by its opening location: nothing pinned yet.
    pinned.current = false;
    let lastTop = scroller.scrollTop;
    let frame = 0;
    // Frames the pending note has waited for rows (placeIn can't tell until the list renders where it scrolled).
    let waited = 0;
    // At the end, with the newest message's row rendered: a list still being placed can be at the end of the
    // few rows it has rendered so far.
    const atNewest = () => atEnd(scroller) && !!newestId.current && !!scroller.querySelector(`[data-message-id="${CSS.escape(newestId.current)}"]`);
    const onScroll = () => {
      // Moving up unpins; content growing below leaves the scroll top where it was, so it stays pinned.
      if (atNewest()) {
        pinned.current = true;
        setOpening(false);
      } else if (scroller.scrollTop < lastTop) pinned.current = false;
      lastTop = scroller.scrollTop;
      waited = 0;
      if (!frame) frame = requestAnimationFrame(note);
    };
    const note = () => {
      frame = 0;
      const place = placeIn(scroller);
      if (place) {
        notePlace(channel, place);
        return;
      }
      // The frame after a long scroll step can come before the list rendered its rows there: when that step was the
      // last, the place noted before it stood, and she came back a step away from where she left (under load). So
      // the note waits for the rows, a frame at a time.
      if (waited < NOTE_FRAMES) {
        waited += 1;
        frame = requestAnimationFrame(note);
      }
    };
    // Once a scroll has ended, the list has rendered where it stopped: the place noted then is the one left.
    const onScrollEnd = () => { if (!frame) frame = requestAnimationFrame(note); };
    const resized = new ResizeObserver(() => {
      // A list whose rows all fit is at its end without ever scrolling there.
      if (atNewest()) {
        pinned.current = true;
        setOpening(false);
      }
      if (pinned.current && follows && !atEnd(scroller)) scroller.scrollTop = scroller.scrollHeight;
    });
    resized.observe(scroller);
    // Virtuoso's list of rendered rows: a row that grows or shrinks resizes it.
    const rows = scroller.querySelector('[data-test-id="virtuoso-item-list"]');
    if (rows) resized.observe(rows);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    scroller.addEventListener('scrollend', onScrollEnd, { passive: true });
    // Once the reader acts anywhere in the widget, the list's later mounts are hers, not the opening's.
    const widget = scroller.getRootNode();
    const acted = () => {
      endOpening(channel);
      setOpening(false);
    };
    for (const type of ACTS) widget.addEventListener(type, acted, { capture: true, passive: true });
    return () => {
      for (const type of ACTS) widget.removeEventListener(type, acted, { capture: true });
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('scrollend', onScrollEnd);
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [channel, scroller, follows]);
  return opening;
}
