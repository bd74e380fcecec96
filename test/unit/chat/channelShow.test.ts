import { describe, expect, it } from 'vitest';
import { createChannelShows, nextShowStatus } from '../../../src/chat/channelShow.js';
import type { ShowEvent, ShowStatus, WatchOptions } from '../../../src/chat/channelShow.js';

describe('nextShowStatus', () => {
  it.each<[ShowStatus | undefined, ShowEvent, ShowStatus | undefined]>([
    [undefined, 'request', 'requested'],
    ['requested', 'watch', 'watching'],
    ['requested', 'already-watched', 'shown'],
    ['watching', 'watched', 'shown'],
    ['watching', 'failed', 'failed'],
    // Asked again once settled: a new request.
    ['failed', 'request', 'requested'],
    ['shown', 'request', 'requested'],
    // Asked again while watching: the same watch goes on.
    ['watching', 'request', 'watching'],
    // Events that do not apply change nothing.
    [undefined, 'watch', undefined],
    ['shown', 'failed', 'shown'],
    ['failed', 'watched', 'failed'],
    ['requested', 'watched', 'requested'],
    ['shown', 'watch', 'shown'],
  ])('%s + %s → %s', (status, event, expected) => expect(nextShowStatus(status, event)).toBe(expected));
});

/** A channel whose watch the test settles by hand. */
function fakeChannel(cid: string) {
  return { cid, initialized: false };
}

function controlledWatches() {
  const calls: Array<{ cid: string; options: WatchOptions; resolve: () => void; reject: (error: unknown) => void }> = [];
  const shows = createChannelShows<{ cid: string; initialized: boolean }>({
    watch: (channel, options) => new Promise<void>((resolve, reject) => {
      calls.push({ cid: channel.cid, options, resolve: () => { channel.initialized = true; resolve(); }, reject });
    }),
  });
  return { shows, calls };
}

describe('createChannelShows', () => {
  it('two callers at once share one watch; the channel is shown when it settles', async () => {
    const { shows, calls } = controlledWatches();
    const channel = fakeChannel('t:a');
    const first = shows.watch(channel);
    const second = shows.watch(channel);
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    expect(shows.status(channel)).toBe('watching');
    calls[0]!.resolve();
    await Promise.all([first, second]);
    expect(shows.status(channel)).toBe('shown');
  });

  it('a channel the client already holds is shown without a watch', async () => {
    const { shows, calls } = controlledWatches();
    const channel = { cid: 't:b', initialized: true };
    await shows.watch(channel);
    expect(calls).toHaveLength(0);
    expect(shows.status(channel)).toBe('shown');
  });

  it('a failure reaches every caller, and the next request watches again', async () => {
    const { shows, calls } = controlledWatches();
    const channel = fakeChannel('t:c');
    const waits = [shows.watch(channel), shows.watch(channel)];
    calls[0]!.reject(new Error('provider down'));
    for (const wait of waits) await expect(wait).rejects.toThrow('provider down');
    expect(shows.status(channel)).toBe('failed');
    const again = shows.watch(channel);
    expect(calls).toHaveLength(2);
    expect(shows.status(channel)).toBe('watching');
    calls[1]!.resolve();
    await again;
    expect(shows.status(channel)).toBe('shown');
  });

  it('joins by default; a caller may watch without joining', () => {
    const { shows, calls } = controlledWatches();
    void shows.watch(fakeChannel('t:d'));
    void shows.watch(fakeChannel('t:e'), { join: false });
    expect(calls.map(({ cid, options }) => [cid, options.join])).toEqual([['t:d', true], ['t:e', false]]);
  });

  it('a channel nobody asked for has no status', () => {
    expect(controlledWatches().shows.status(fakeChannel('t:f'))).toBeUndefined();
  });
});
