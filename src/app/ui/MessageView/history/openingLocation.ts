/**
 * Where the conversation's list opens (src/chat/conversation/openingPlace.ts), for the kit's virtualized list
 * (build/patches/openingPlace.mjs hands it the list's rows when the list mounts), and the places readers left.
 * Places are kept in memory for the page's life, per user and channel: coming back to a conversation finds it as
 * it was left; a reload opens at the first unread or the newest message.
 */
import type { Channel } from 'stream-chat';
import { openingPlace } from '../../../../chat/conversation/openingPlace.js';
import type { LeftPlace, OpeningLocation, OpeningRow, OwnRead } from '../../../../chat/conversation/openingPlace.js';

/** Places remembered at most: the oldest is forgotten first. */
const KEPT = 200;
const places = new Map<string, LeftPlace>();
const placeKey = (channel: Channel) => `${channel.getClient().userID ?? ''}/${channel.cid}`;

/** Remembers where the reader is in `channel`. */
export function notePlace(channel: Channel, place: LeftPlace): void {
  const key = placeKey(channel);
  places.delete(key);
  places.set(key, place);
  if (places.size > KEPT) places.delete(places.keys().next().value!);
}

/**
 * Per channel being opened: the place it was left at when the list began to mount, and the location worked out for
 * the list's latest mount (`setKey`) and whether the reader's read state was known then.
 */
interface Opening {
  left?: LeftPlace;
  setKey?: unknown;
  readKnown?: boolean;
  location?: OpeningLocation;
}
const openings = new WeakMap<Channel, Opening>();

/** A conversation list for `channel` is about to mount: it opens at the opening place. */
export function beginOpening(channel: Channel): void {
  openings.set(channel, { left: places.get(placeKey(channel)) });
}

/**
 * The reader acted in the conversation (scrolled, clicked, typed): from now on the list's mounts (a jump to the
 * latest messages, to a quoted message) keep the kit's location.
 */
export function endOpening(channel: Channel): void {
  openings.delete(channel);
}

/**
 * The location the list opens at, or undefined for the kit's own (its newest message, or the message jumped to).
 * Until the reader acts, each mount of the list (the kit remounts it as its first messages settle) opens there;
 * the read state can come a render after the messages.
 */
export function openingLocation(channel: Channel, rows: readonly OpeningRow[], read: OwnRead | undefined, setKey: unknown): OpeningLocation | undefined {
  const opening = openings.get(channel);
  if (!opening) return undefined;
  // An empty conversation opens at its end, and follows what comes.
  if (rows.length === 0) {
    openings.delete(channel);
    return undefined;
  }
  if (opening.setKey !== setKey || (!opening.readKnown && read)) {
    opening.setKey = setKey;
    opening.readKnown = !!read;
    opening.location = openingPlace(rows, read, channel.getClient().userID, opening.left);
  }
  return opening.location;
}

/**
 * Whether the list's opening place is away from its newest message: `away` (the first unread, a place left),
 * `newest`, or undefined while the rows or the reader's read state have not come yet.
 */
export function openingSide(channel: Channel): 'away' | 'newest' | undefined {
  const opening = openings.get(channel);
  if (!opening) return 'newest';
  if (!opening.readKnown) return undefined;
  return opening.location ? 'away' : 'newest';
}
