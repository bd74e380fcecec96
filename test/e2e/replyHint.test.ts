// The other side's reply time under a conversation's title (issue 59), in a real browser against the real service:
// a poster with five answered conversations shows "Usually replies within 2 hours" in a candidate's DM; one with
// four shows nothing, and a host's `texts` can reword the line. The bounty card shows the poster's line too.
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

describe("the bounty card's reply-time line", () => {
  it("shows the poster's line to the candidate from the header's one request, and not the candidate's to the poster", async () => {
    const { candidate, poster } = makePair();
    const bountyId = bounty();
    expect(await env.backend.putBounty(bountyId, { title: 'Paint the fence', ownerId: poster.sub, url: 'https://jobs.example.com/fence', reward: '$400', status: 'open' })).toBe(200);
    // Both have history: the poster answers within 2 hours, the candidate rarely.
    env.backend.seedAnsweredConversations(poster, [30, 60, 70, 90, 200]);
    env.backend.seedAnsweredConversations(candidate, [30, 60, 3_000, 4_000, 5_000]);

    const page = await env.openHost(candidate, 'reply-hint-card');
    const asked: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/get-reply-hint')) asked.push(request.url()); });
    await openDirectMessage(page, { userId: poster.sub, bountyId, candidateId: candidate.sub });
    const card = page.getByTestId('bounty-card');
    await expect.poll(() => card.getByTestId('bounty-reply-hint').textContent()).toBe('Usually replies within 2 hours');
    expect(await page.locator('.bc-reply-hint').textContent()).toContain('Usually replies within 2 hours');
    expect(asked).toHaveLength(1);

    // The poster's header tells him about the candidate; the card, about the bounty, says nothing of her.
    const posters = await env.openHost(poster, 'reply-hint-card-poster');
    await openDirectMessage(posters, { userId: poster.sub, bountyId, candidateId: candidate.sub });
    await expect.poll(() => posters.locator('.bc-reply-hint').textContent()).toContain('Replies rarely');
    await posters.getByTestId('bounty-card').waitFor();
    expect(await posters.getByTestId('bounty-reply-hint').count()).toBe(0);
  }, 45_000);
});
