// A long channel keeps the widget light: the message list is virtualized, so the shadow root holds only the
// messages in view while the user scrolls up through the history, and the older messages do load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHostUser } from './helpers/backend.js';
import { startWidgetEnv } from '../bench/chat/widgetEnv.js';
import { scrollToFirst } from '../bench/chat/longChannels.js';
import { inPage, openDmIn, openWidget } from '../bench/chat/session.js';

let env: Awaited<ReturnType<typeof startWidgetEnv>>;

beforeAll(async () => { env = await startWidgetEnv(); });
afterAll(async () => { await env?.close(); });

describe('a channel of 400 messages', () => {
  it('scrolls up to its first message with at most 1,500 elements in the shadow root', async () => {
    const candidate = makeHostUser('Lena');
    const poster = makeHostUser('Lars', 'poster');
    await (await openWidget(env, poster)).close();
    const setup = await openWidget(env, candidate);
    await openDmIn(setup.page, candidate, poster);
    await setup.close();
    env.backend.seedMessages(env.backend.dmCid(candidate.sub, poster.sub), [candidate.sub, poster.sub], 400, (n) => `History line ${n} of the bounty`);

    const widget = await openWidget(env, candidate);
    await openDmIn(widget.page, candidate, poster);
    await inPage(widget.page, `bench.when('.str-chat__message-list', 'History line 400 of')`);
    const scrolled = await scrollToFirst(widget.page, 'History line 1 of', 40);
    expect(scrolled.reachedFirst).toBe(true);
    expect(scrolled.maxNodes).toBeLessThanOrEqual(1500);
    // Only the messages in view are rendered, not the 400 loaded ones.
    expect(await widget.page.locator('.str-chat__li').count()).toBeLessThan(60);
    await widget.close();
  }, 90_000);
});
