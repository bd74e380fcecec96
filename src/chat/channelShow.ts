/**
 * "Show this channel": one home for a channel's watch. openDM/openBounty, the panel, the list and the joining
 * of bounty channels all ask this controller, so a channel is queried once however many of them want it at the
 * same moment (the panel, rendered late, finds the host's watch in flight or done). Framework-free: the watch
 * itself (the provider call, the join, the retries) is a port, so tests drive it without an SDK.
 *
 *   requested ──watch──▶ watching ──watched──▶ shown
 *       │                    └────failed────▶ failed
 *       └──already-watched──▶ shown
 * A settled channel (shown or failed) asked for again starts at requested.
 */

/** Where a channel stands. */
export type ShowStatus = 'requested' | 'watching' | 'shown' | 'failed';

/** What happens to it. */
export type ShowEvent = 'request' | 'watch' | 'already-watched' | 'watched' | 'failed';

/**
 * The next status, or the same one when the event does not apply there (a late answer for a channel already
 * shown changes nothing; a channel being watched is not requested afresh: the request joins that watch).
 */
export function nextShowStatus(status: ShowStatus | undefined, event: ShowEvent): ShowStatus | undefined {
  switch (event) {
    case 'request': return status === 'watching' ? status : 'requested';
    case 'watch': return status === 'requested' ? 'watching' : status;
    case 'already-watched': return status === 'requested' ? 'shown' : status;
    case 'watched': return status === 'watching' ? 'shown' : status;
    case 'failed': return status === 'watching' ? 'failed' : status;
  }
}

/** A channel as the controller sees it: its key, and whether the client already holds its live state. */
export interface ShowableChannel {
  readonly cid: string;
  readonly initialized: boolean;
}

/** How a watch goes: `join` lets it make the user a member when the provider says they are not one yet. */
export interface WatchOptions {
  join: boolean;
}

/** The effects: watching a channel at the provider (retries and joining included). */
export interface ChannelShowPorts<C extends ShowableChannel> {
  watch(channel: C, options: WatchOptions): Promise<void>;
}

/** The controller: one per widget. */
export interface ChannelShows<C extends ShowableChannel> {
  /**
   * Resolves once `channel` is watched (at once when the client already holds it), rejects with the watch's
   * failure. Asked again while the watch is in flight, it answers that same watch.
   */
  watch(channel: C, options?: WatchOptions): Promise<void>;
  /** Where `channel` stands; undefined when nobody asked for it. */
  status(channel: C): ShowStatus | undefined;
}

/** Creates the controller over its ports. */
export function createChannelShows<C extends ShowableChannel>(ports: ChannelShowPorts<C>): ChannelShows<C> {
  const statuses = new Map<string, ShowStatus>();
  const inFlight = new Map<string, Promise<void>>();
  const move = (cid: string, event: ShowEvent): void => {
    const next = nextShowStatus(statuses.get(cid), event);
    if (next) statuses.set(cid, next);
  };

  return {
    watch(channel, options = { join: true }) {
      const { cid } = channel;
      const current = inFlight.get(cid);
      if (current) return current;
      move(cid, 'request');
      if (channel.initialized) {
        move(cid, 'already-watched');
        return Promise.resolve();
      }
      move(cid, 'watch');
      const started = ports.watch(channel, options).then(
        () => { move(cid, 'watched'); },
        (error: unknown) => { move(cid, 'failed'); throw error; },
      ).finally(() => inFlight.delete(cid));
      inFlight.set(cid, started);
      return started;
    },
    status: (channel) => statuses.get(channel.cid),
  };
}
