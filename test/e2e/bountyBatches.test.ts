// The bounty channels a user belongs to are watched when the widget connects, before any list is shown: five at
// a time, with a 500 ms pause between batches, so a message in any of them reaches the widget (the launcher's
// badge, the host's events) without a burst of watches that would trip the provider's rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostEvents, makePair, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** One watch the page sent, as its own clock saw it (resource timing: start and end of the request, ms). */
interface Watch {
  id: string;
  start: number;
  end: number;
}

describe('joining the bounty channels the user belongs to', () => {
  it('watches 12 channels in batches of at most 5, 500 ms apart; a message in the last one reaches the widget', async () => {
    const { candidate, poster } = makePair();
    const admin = providerAdmin(env.backend);
    await admin.upsertUsers([{ id: candidate.sub, name: candidate.name }, { id: poster.sub, name: poster.name }]);
    const ids = Array.from({ length: 12 }, (_, i) => `bounty-batch-${i + 1}-${candidate.sub}`);
    for (const [i, id] of ids.entries()) {
      await admin.channel(CHANNEL_TYPE, id, {
        name: `Bounty ${i + 1}`, kind: 'bounty', bounty_id: id, owner_id: poster.sub, members: [poster.sub, candidate.sub], created_by_id: poster.sub,
      } as Record<string, unknown>).create();
    }

    // The panel stays closed: no channel list queries anything, only the joining watches these channels.
    const page = await env.openHost(candidate, 'batches.html');
    page.setDefaultTimeout(15_000);
    const watches = () => page.evaluate(({ wanted, type }) => performance.getEntriesByType('resource').flatMap((entry) => {
      const id = new RegExp(`/channels/${type}/([^/]+)/query`).exec(new URL(entry.name).pathname)?.[1];
      return id && wanted.includes(id) ? [{ id, start: entry.startTime, end: entry.startTime + entry.duration }] : [];
    }), { wanted: ids, type: CHANNEL_TYPE });
    await expect.poll(async () => (await watches()).length, { timeout: 15_000 }).toBe(ids.length);
    const sent: Watch[] = (await watches()).sort((a, b) => a.start - b.start);
    expect(new Set(sent.map(({ id }) => id)).size).toBe(ids.length);

    // Requests of one batch leave together; the next batch leaves only after the previous one was answered and 500 ms passed.
    const batches: Watch[][] = [];
    for (const watch of sent) {
      const last = batches.at(-1);
      if (last && watch.start - last[0]!.start < 250) last.push(watch);
      else batches.push([watch]);
    }
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 2]);
    const pauses = batches.slice(1).map((batch, i) => Math.min(...batch.map(({ start }) => start)) - Math.max(...batches[i]!.map(({ end }) => end)));
    for (const pause of pauses) expect(pause).toBeGreaterThanOrEqual(490);

    // The provider counts her as watching every one of them.
    for (const id of ids) {
      const state = await admin.channel(CHANNEL_TYPE, id).query({ state: true, watchers: { limit: 10 } });
      expect(state.watchers?.map(({ id: watcher }) => watcher)).toContain(candidate.sub);
    }

    // A message in a channel of the last batch: the launcher shows it and the host hears of it.
    const lastId = sent.at(-1)!.id;
    const { message } = await admin.channel(CHANNEL_TYPE, lastId).sendMessage({ text: 'Any news on the bounty?', user_id: poster.sub });
    await expect.poll(() => page.locator('.bc-badge').textContent()).toBe('1');
    expect(await page.locator('.bc-badge').isVisible()).toBe(true);
    await expect.poll(async () => (await hostEvents(page)).filter(([name]) => name === 'message').map(([, detail]) => detail))
      .toEqual([{ channelId: lastId, messageId: message.id, userId: poster.sub, text: 'Any news on the bounty?' }]);
    expect((await hostEvents(page)).filter(([name]) => name === 'unread').at(-1)?.[1]).toEqual({ total: 1, channels: 1 });
    await page.close();
  });
});
