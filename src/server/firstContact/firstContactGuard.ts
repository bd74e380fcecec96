/**
 * The guard on first contact, as the before-message-send hook asks it about each message. A DM member who is not
 * the bounty's owner is a stranger until the other member has written: the stranger's first message goes through
 * the limits (firstContactRule, under the sender's lock in the store), and every message of theirs until then is
 * marked `first_contact: true` (the widget shows it without live links) and `off_board: true` when it mentions
 * paying or talking outside the board (the recipient's widget shows the notice). Everything is read from the
 * service's records and the provider, never from the message's sender.
 */
import type { Clock } from '../clock';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { createRecentMap } from '../recentMap';
import { fingerprint } from './fingerprint';
import type { FirstContactConfig } from '../config/firstContact';
import { FIRST_CONTACT_REFUSALS } from './firstContactRule';
import type { FirstContactStore } from './firstContactStore';
import { offBoardTerm } from './offBoardWords';

/** The custom fields the guard owns on a message; a sender's own values are overwritten. */
export const GUARD_FIELDS = ['first_contact', 'off_board'] as const;

/** What the board's team is told when a sender is held for sending the same text to too many people. */
export interface SuspectedSpam {
  reason: 'same-text';
  /** The sender, held for an hour. */
  userId: string;
  /** The DM of the refused message, its bounty and the poster it was for. */
  channelId: string;
  bountyId: string;
  recipientId: string;
  /** The refused message's text, as the sender wrote it (never stored at the provider). */
  text: string;
  /** The people the same text went to in the hour, this one included. */
  recipients: string[];
  at: number;
}

/** The guard's answer about one message. */
export type GuardVerdict =
  | { kind: 'none' }
  | { kind: 'mark'; fields: { first_contact: true; off_board: boolean } }
  | { kind: 'refuse'; text: string; report: SuspectedSpam | null };

/** What the guard reads and calls. */
export interface FirstContactGuardDeps {
  config: FirstContactConfig;
  store: FirstContactStore;
  clock: Clock;
  /** The bounty's owner (the host's record, else the provider's bounty channel), or null. */
  ownerOf(bountyId: string): Promise<string | null>;
  /** Whether `userId` wrote in the DM before the guard watched it (read from the provider, once per DM). */
  wroteBefore(channelId: string, userId: string, otherId: string): Promise<boolean>;
}

/** The guard: `check` is called by the hook for every message it is asked about. */
export interface FirstContactGuard {
  check(message: Record<string, unknown>, channel: Record<string, unknown>): Promise<GuardVerdict>;
}

const REMEMBERED = 50_000;
const OWNER_TTL_MS = 60_000;
const NONE: GuardVerdict = { kind: 'none' };

/**
 * The guard over its store. What can only become true is remembered by each process (a DM's pair, that a member
 * wrote in it), so a conversation that is past first contact costs the hook no store read.
 */
export function createFirstContactGuard(deps: FirstContactGuardDeps): FirstContactGuard {
  const pairs = createRecentMap<string, { users: [string, string]; bountyId: string } | null>(REMEMBERED);
  const wrote = createRecentMap<string, true>(REMEMBERED);
  const owners = new Map<string, { ownerId: string | null; until: number }>();

  async function ownerOf(bountyId: string): Promise<string | null> {
    const now = deps.clock.now();
    const known = owners.get(bountyId);
    if (known && known.until > now) return known.ownerId;
    const ownerId = await deps.ownerOf(bountyId);
    if (owners.size >= 10_000) owners.clear();
    owners.set(bountyId, { ownerId, until: now + OWNER_TTL_MS });
    return ownerId;
  }

  async function dmOf(channelId: string) {
    const known = pairs.get(channelId);
    if (known !== undefined) return known;
    const found = await deps.store.dmOf(channelId);
    if (found) pairs.set(channelId, found);
    return found;
  }

  async function recordWriter(channelId: string, userId: string): Promise<void> {
    const key = `${channelId}\n${userId}`;
    if (wrote.get(key)) return;
    await deps.store.recordWriter(channelId, userId);
    wrote.set(key, true);
  }

  return {
    async check(message, channel) {
      if (channel['kind'] !== 'dm') return NONE;
      const setting = channel['first_contact_guard'];
      if ((setting === 'on' || setting === 'off' ? setting : deps.config.guard) === 'off') return NONE;
      const senderId = message['user_id'];
      const channelId = channel['id'];
      if (typeof senderId !== 'string' || typeof channelId !== 'string' || senderId === SERVICE_USER_ID) return NONE;
      const dm = await dmOf(channelId);
      if (!dm || !dm.users.includes(senderId)) return NONE;
      const otherId = dm.users[0] === senderId ? dm.users[1] : dm.users[0];
      // Answered: nothing more to decide for this sender here, ever.
      if (wrote.get(`${channelId}\n${otherId}`)) {
        await recordWriter(channelId, senderId);
        return NONE;
      }
      if ((await ownerOf(dm.bountyId)) === senderId) {
        await recordWriter(channelId, senderId);
        return NONE;
      }
      const writers = await deps.store.writers(channelId);
      for (const writer of writers) wrote.set(`${channelId}\n${writer}`, true);
      const answered = writers.includes(otherId)
        || (writers.length === 0 && typeof channel['last_message_at'] === 'string' && (await deps.wroteBefore(channelId, otherId, senderId)));
      if (answered) {
        if (!writers.includes(otherId)) await recordWriter(channelId, otherId);
        await recordWriter(channelId, senderId);
        return NONE;
      }
      const text = typeof message['text'] === 'string' ? message['text'] : '';
      const mark: GuardVerdict = { kind: 'mark', fields: { first_contact: true, off_board: offBoardTerm(text) !== null } };
      if (writers.includes(senderId)) return mark;
      const messageId = typeof message['id'] === 'string' ? message['id'] : `${channelId}:${deps.clock.now()}`;
      const decision = await deps.store.decide({ messageId, channelId, senderId, recipientId: otherId, fingerprint: fingerprint(text) }, deps.config);
      if (decision.kind === 'send') {
        wrote.set(`${channelId}\n${senderId}`, true);
        return mark;
      }
      const report = decision.holdUntil === null ? null : {
        reason: 'same-text' as const, userId: senderId, channelId, bountyId: dm.bountyId, recipientId: otherId, text, recipients: decision.recipients, at: deps.clock.now(),
      };
      return { kind: 'refuse', text: FIRST_CONTACT_REFUSALS[decision.reason], report };
    },
  };
}
