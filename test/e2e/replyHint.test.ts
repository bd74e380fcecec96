// The other side's reply time under a conversation's title (issue 59), in a real browser against the real service:
// a poster with five answered conversations shows "Usually replies within 2 hours" in a candidate's DM; one with
// four shows nothing, and a host's `texts` can reword the line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

const bounty = () => `hint-${Math.random().toString(36).slice(2, 8)}`;

describe("the DM header's reply-time line", () => {
  it('shows the poster\'s usual reply time to a candidate once there are five conversations to go on', async () => {
    const { candidate, poster } = makePair();
    // Medians of 70 minutes: within 2 hours.
    env.backend.seedAnsweredConversations(poster, [30, 60, 70, 90, 200]);
    const page = await env.openHost(candidate, 'reply-hint');
    await openDirectMessage(page, { userId: poster.sub, bountyId: bounty(), candidateId: candidate.sub });
    await expect.poll(() => page.locator('.bc-reply-hint').textContent()).toContain('Usually replies within 2 hours');
  }, 30_000);

  it('shows nothing with four conversations, and the host\'s words with five', async () => {
    const few = makePair();
    env.backend.seedAnsweredConversations(few.poster, [30, 60, 70, 90]);
    const page = await env.openHost(few.candidate, 'reply-hint-few');
    // Nothing to wait for on the page: the service's answer is what decides.
    const answered = page.waitForResponse((response) => response.url().includes('/get-reply-hint'));
    await openDirectMessage(page, { userId: few.poster.sub, bountyId: bounty(), candidateId: few.candidate.sub });
    expect(await (await answered).json()).toEqual({ hint: null });
    expect(await page.locator('.bc-reply-hint').isHidden()).toBe(true);

    const rare = makePair();
    env.backend.seedAnsweredConversations(rare.poster, [30, 60, 3_000, 4_000, 5_000]);
    const worded = await env.openHost(rare.candidate, 'reply-hint-texts', { initOptions: "texts: { replyHintRarely: 'Rarely answers' }" });
    await openDirectMessage(worded, { userId: rare.poster.sub, bountyId: bounty(), candidateId: rare.candidate.sub });
    await expect.poll(() => worded.locator('.bc-reply-hint').textContent()).toContain('Rarely answers');
  }, 45_000);
});
