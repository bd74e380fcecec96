/**
 * Watches a channel as the product's provider rules say: a rate limit (code 9) is retried after 3 s, at most
 * 3 times; "no access" means the user is not a member yet, so it joins through the product service and watches
 * again.
 */
import type { Channel } from 'stream-chat';
import { needsJoin, withProviderRetry } from '../../chat/providerRetry.js';

/** Waits `ms` (the default sleep port). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches in flight: openDM/openBounty start the watch while the panel's code loads, and the panel, once
 * rendered, waits for that same watch instead of sending a second query.
 */
const watching = new WeakMap<Channel, Promise<void>>();

/** Watches `channel`; `join(channelId)` makes the user a member when the provider says they are not. */
export function watchChannel(channel: Channel, join: (channelId: string) => Promise<unknown>, wait = sleep): Promise<void> {
  const current = watching.get(channel);
  if (current) return current;
  const started = watchOrJoin(channel, join, wait).finally(() => watching.delete(channel));
  watching.set(channel, started);
  return started;
}

async function watchOrJoin(channel: Channel, join: (channelId: string) => Promise<unknown>, wait: (ms: number) => Promise<void>): Promise<void> {
  try {
    await withProviderRetry(() => channel.watch(), wait);
  } catch (error) {
    if (!needsJoin(error) || !channel.id) throw error;
    await join(channel.id);
    await withProviderRetry(() => channel.watch(), wait);
  }
}
