/**
 * Watches a channel as the product's provider rules say: a rate limit (code 9) is retried after 3 s, at most
 * 3 times; "no access" means the user is not a member yet, so it joins through the product service and watches
 * again.
 */
import type { Channel } from 'stream-chat';
import { needsJoin, withProviderRetry } from '../../chat/providerRetry.js';

/** Waits `ms` (the default sleep port). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches `channel`; `join(channelId)` makes the user a member when the provider says they are not. */
export async function watchChannel(channel: Channel, join: (channelId: string) => Promise<unknown>, wait = sleep): Promise<void> {
  try {
    await withProviderRetry(() => channel.watch(), wait);
  } catch (error) {
    if (!needsJoin(error) || !channel.id) throw error;
    await join(channel.id);
    await withProviderRetry(() => channel.watch(), wait);
  }
}
