/**
 * Watches a channel as the product's provider rules say: a rate limit (code 9) is retried after 3 s, at most
 * 3 times; "no access" means the user is not a member yet, so (when allowed) it joins through the product
 * service and watches again. This is the controller's port (src/chat/channelShow.ts): call the widget's
 * `shows.watch`, which makes one watch of each channel however many places ask for it.
 */
import type { Channel } from 'stream-chat';
import { createChannelShows } from '../../chat/channelShow.js';
import type { ChannelShows, WatchOptions } from '../../chat/channelShow.js';
import { needsJoin, withProviderRetry } from '../../chat/providerRetry.js';
import { watchKeepingUnread } from './keepUnread.js';

/** Waits `ms` (the default sleep port). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The widget's channel shows over the provider; `join(channelId)` makes the user a member of an existing channel. */
export function createWidgetShows(join: (channelId: string) => Promise<unknown>, wait = sleep): ChannelShows<Channel> {
  return createChannelShows<Channel>({ watch: (channel, options) => watchOrJoin(channel, options, join, wait) });
}

async function watchOrJoin(channel: Channel, options: WatchOptions, join: (channelId: string) => Promise<unknown>, wait: (ms: number) => Promise<void>): Promise<void> {
  // The answer's read state is as old as the answer: messages that came meanwhile are counted again at once.
  const watch = () => watchKeepingUnread(channel);
  try {
    await withProviderRetry(watch, wait);
  } catch (error) {
    if (!options.join || !needsJoin(error) || !channel.id) throw error;
    await join(channel.id);
    await withProviderRetry(watch, wait);
  }
}
