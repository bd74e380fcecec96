/**
 * The list's "New" mark, decided by the product service: a conversation the user opened on any device is seen
 * (mark-seen when it opens, get-seen-channels once for the list's rows, and the service's SEEN_EVENT while the list
 * is open elsewhere). This browser's storage still answers at once (no "New" flashing on a row opened here while the
 * service's answer is on its way) and when the service cannot be reached.
 */
import { useEffect, useState } from 'react';
import type { Event, StreamChat } from 'stream-chat';
import { SEEN_EVENT } from '../../../contract/ids.js';
import { seenEventCid } from '../../../chat/seenChannels.js';
import type { SeenChannels } from '../../../chat/seenChannels.js';
import type { ServiceClient } from '../../../service/index.js';

/** Most ids one get-seen-channels may name (the service's limit); a longer list asks for the rest on its next change. */
const SEEN_CHANNELS_MAX = 200;

/** The seen set the list reads: this browser's, the service's, and a load of the service's for some rows. */
export interface SharedSeen extends SeenChannels {
  /** Asks the service about the rows not known yet (one request); resolves true when it learned something new. */
  load(rows: ReadonlyArray<{ cid: string; id: string }>): Promise<boolean>;
  /** The service says the user opened `cid` on some device (its SEEN_EVENT): listeners hear it when it is news. */
  learn(cid: string): void;
  /** Calls `listener` whenever `learn` brings news; answers the unsubscribe. */
  onLearned(listener: () => void): () => void;
}

/** `local` (this browser) joined with what the service says the user opened anywhere. */
export function sharedSeen(local: SeenChannels, service: Pick<ServiceClient, 'markSeen' | 'seenChannels'>): SharedSeen {
  const remote = new Set<string>();
  // Asked once per channel: a row the service said is unseen stays so until it is opened here or the list remounts.
  const asked = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    has: (cid) => local.has(cid) || remote.has(cid),
    add(cid) {
      local.add(cid);
      // Recorded once: the service keeps the first time, later opens need not ask again.
      if (remote.has(cid)) return;
      const id = cid.slice(cid.indexOf(':') + 1);
      // Best effort: unreachable now, this browser still knows; the next open tries again.
      void service.markSeen({ channelId: id }).then(() => { remote.add(cid); }, () => undefined);
    },
    async load(rows) {
      const wanted = rows.filter((row) => !asked.has(row.cid) && !local.has(row.cid) && !remote.has(row.cid)).slice(0, SEEN_CHANNELS_MAX);
      if (wanted.length === 0) return false;
      for (const row of wanted) asked.add(row.cid);
      try {
        const { seen } = await service.seenChannels({ channelIds: wanted.map((row) => row.id) });
        const byId = new Map(wanted.map((row) => [row.id, row.cid]));
        let learned = false;
        for (const id of seen) {
          const cid = byId.get(id);
          if (cid !== undefined && !remote.has(cid)) { remote.add(cid); learned = true; }
        }
        return learned;
      } catch {
        // Not answered: asked again with the next rows.
        for (const row of wanted) asked.delete(row.cid);
        return false;
      }
    },
    learn(cid) {
      if (local.has(cid) || remote.has(cid)) return;
      remote.add(cid);
      for (const listener of listeners) listener();
    },
    onLearned(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/**
 * Follows the service's SEEN_EVENT on `client` (sent to every connection of the user when she opens a conversation
 * anywhere) into `seen`, for as long as the panel lives: a list mounted later reads it too. Answers the unsubscribe.
 */
export function followSeenEvents(client: Pick<StreamChat, 'on'>, seen: SeenChannels): () => void {
  if (!isShared(seen)) return () => undefined;
  const subscription = client.on(SEEN_EVENT, (event: Event) => {
    const cid = seenEventCid(event);
    if (cid) seen.learn(cid);
  });
  return () => subscription.unsubscribe();
}

/** Loads the service's word on `rows` (one request per change of the rows shown); re-renders when it arrives. */
export function useSharedSeen(seen: SeenChannels, rows: ReadonlyArray<{ cid: string; id: string }>): number {
  const [version, setVersion] = useState(0);
  const key = rows.map((row) => row.cid).join('\n');
  useEffect(() => (isShared(seen) ? seen.onLearned(() => setVersion((count) => count + 1)) : undefined), [seen]);
  useEffect(() => {
    if (!isShared(seen)) return;
    // A late answer still counts: what it learned is kept in the set, and the list re-renders to show it.
    void seen.load(rows).then((learned) => { if (learned) setVersion((count) => count + 1); });
    // The rows' ids, not the array: a row's new message re-renders the list without new ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen, key]);
  return version;
}

function isShared(seen: SeenChannels): seen is SharedSeen {
  return typeof (seen as Partial<SharedSeen>).load === 'function';
}
