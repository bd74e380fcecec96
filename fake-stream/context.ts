import type { Faults } from './faults.js';
import type { Clock } from './clock.js';
import type { FakeStreamConfig } from './config.js';
import type { BusEvents, EventBus } from './events/bus.js';
import type { GrantTable } from './model/grant-table.js';
import type { SendHooks } from './model/send-hooks.js';
import type { Store } from './store/store.js';

/** Who is connected and who watches which channel; the WebSocket hub implements it. */
export interface WatchRegistry {
  /** Subscribes a connection to a channel's events; a connection id that is not this user's is refused (code 4/17). */
  watch(connectionId: string, userId: string, cid: string): void;
  unwatch(connectionId: string, cid: string): void;
  /** Distinct users watching a channel. */
  watcherIds(cid: string): string[];
  isWatching(userId: string, cid: string): boolean;
  isOnline(userId: string): boolean;
  /** Stops every connection of the user watching the channel (a member who was removed). */
  unwatchUser(userId: string, cid: string): void;
}

/** Everything a route file gets: config, clock, the one store, the one bus, and the watch registry. */
export type FakeStreamContext = {
  readonly config: FakeStreamConfig;
  readonly clock: Clock;
  readonly store: Store;
  readonly bus: EventBus<BusEvents>;
  readonly watchers: WatchRegistry;
  /** Checks every new message passes (cooldown, frozen, blocklist …). */
  readonly sendHooks: SendHooks;
  /** Channel-type permission grants (locked unless the instance was started with open grants). */
  readonly grants: GrantTable;
  /** Failures a test asked for (rate limits). */
  readonly faults: Faults;
};
