/**
 * The outbox's effects: a message whose send failed in a way a resend can cure is kept in localStorage (per
 * user and channel, under the id the client gave it) and shown pending in its conversation, even after a
 * reload; it is sent again when the connection comes back, and forgotten once the provider has it. The rules
 * are src/chat/message/outbox.ts; this chunk loads only when a send failed or the outbox holds something.
 */
import { formatMessage } from 'stream-chat';
import type { Channel, LocalMessage, MessageResponse, StreamChat } from 'stream-chat';
import { outboxChannel, outboxEntry, outboxKey, parseOutbox, resendsAfter, sendOutcome, withEntry, withoutEntry } from '../../chat/message/outbox.js';
import type { OutboxEntry, OutgoingMessage, SendOutcome } from '../../chat/message/outbox.js';
import { sendErrorOf } from '../../chat/message/retryOutcome.js';
import type { SendError } from '../../chat/message/retryOutcome.js';
import type { StatusMessage } from '../../chat/message/messageStatus.js';
import { watchKeepingUnread } from '../client/keepUnread.js';

/** The page's localStorage, or null where the host's policy blocks it (the outbox then lives as long as the page). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(userId: string, cid: string): OutboxEntry[] {
  return parseOutbox(storage()?.getItem(outboxKey(userId, cid)) ?? null, new Date());
}

function write(userId: string, cid: string, entries: OutboxEntry[]): void {
  const key = outboxKey(userId, cid);
  try {
    if (entries.length) storage()?.setItem(key, JSON.stringify(entries));
    else storage()?.removeItem(key);
  } catch {
    // Storage full: the message still shows in its conversation, with its click to try again.
  }
}

/**
 * Follows the end of a send of `message` in `channel`: keeps it when a resend can cure the failure (and starts
 * listening for the connection's return), forgets it once delivered or finally refused. Returns the outcome.
 */
export function settle(channel: Channel, message: OutgoingMessage, result: { error: SendError } | { message: StatusMessage }): SendOutcome {
  const client = channel.getClient();
  const userId = client.userID;
  const outcome = sendOutcome(result);
  if (!userId || !message.id) return outcome;
  const entries = read(userId, channel.cid);
  if (outcome === 'keep') {
    const entry = outboxEntry(message, new Date());
    if (entry) write(userId, channel.cid, withEntry(entries, entry));
    startOutbox(client, false);
  } else if (entries.some((entry) => entry.id === message.id)) {
    write(userId, channel.cid, withoutEntry(entries, message.id));
  }
  return outcome;
}

/** Shows `message` in its conversation with `status`, and has the kit's view (if open) copy the channel's state. */
function show(channel: Channel, message: OutboxEntry | MessageResponse, status: 'sending' | 'failed' | 'received', error?: SendError): void {
  const client = channel.getClient();
  const local = formatMessage({ type: 'regular', user: client.user, ...message, status, error } as unknown as MessageResponse) as LocalMessage;
  channel.state.addMessageSorted(local, true);
  client.dispatchEvent({ type: 'message.updated', cid: channel.cid, channel_type: channel.type, channel_id: channel.id, message: local as unknown as MessageResponse });
}

/** Sends one kept message again, under its own id; its status follows the attempt. */
async function resend(channel: Channel, entry: OutboxEntry): Promise<void> {
  const { created_at: _first, ...payload } = entry;
  show(channel, entry, 'sending');
  try {
    const { message } = await channel.sendMessage(payload);
    settle(channel, entry, { message });
    show(channel, message, 'received');
  } catch (failure) {
    const error = sendErrorOf(failure);
    show(channel, entry, settle(channel, entry, { error }) === 'delivered' ? 'received' : 'failed', error);
  }
}

const flushing = new WeakMap<StreamChat, Promise<void>>();

/** Sends every kept message of the user's again, channel by channel, oldest first; one run at a time. */
function flush(client: StreamChat): void {
  if (flushing.has(client)) return;
  const run = (async () => {
    const userId = client.userID;
    const kept = storage();
    if (!userId || !kept) return;
    for (const key of Object.keys(kept)) {
      const cid = outboxChannel(key, userId);
      const colon = cid?.indexOf(':') ?? -1;
      if (!cid || colon < 1) continue;
      const channel = client.channel(cid.slice(0, colon), cid.slice(colon + 1));
      try {
        if (!channel.initialized) await watchKeepingUnread(channel);
      } catch {
        continue;
      }
      for (const entry of read(userId, cid)) await resend(channel, entry);
    }
  })().catch(() => undefined).finally(() => flushing.delete(client));
  flushing.set(client, run);
}

const started = new WeakSet<StreamChat>();

/**
 * Resends the outbox whenever the connection comes back; `now`: at once too (the page was reloaded with messages
 * kept). After a failure in this page the message waits for the connection (or the user's click).
 */
export function startOutbox(client: StreamChat, now: boolean): void {
  if (!started.has(client)) {
    started.add(client);
    client.on((event) => { if (resendsAfter(event)) flush(client); });
  }
  if (now) flush(client);
}
