// Tokens expire while people chat: when the host's token and the Stream token it led to run out,
// the widget asks the host's tokenProvider again and carries on; the user sees no failed message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePair, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

describe('an expired token', () => {
  it('is renewed from the host without the user noticing', async () => {
    const { candidate, poster } = makePair();
    const dm = { userId: poster.sub, bountyId: 'bounty-expiry', candidateId: candidate.sub };
    let tokenRequests = 0;
    const alice = await env.openHost(candidate, 'short-tokens.html', { tokenLifetimeSeconds: 60, onTokenRequest: () => { tokenRequests++; } });
    alice.setDefaultTimeout(15_000);
    await alice.locator('.bc-launcher').click();
    await openDirectMessage(alice, dm);
    await sendMessage(alice, 'Before the token expires');
    expect(tokenRequests).toBe(1);

    // Both the host's token and the Stream token minted from it are now past their expiry on the servers' clock
    // (60 s tokens and a moved clock, so a slow first open on a busy machine cannot outlive them by itself).
    env.backend.advanceClock(61_500);
    await sendMessage(alice, 'After the token expired');

    const bob = await env.openHost(poster, 'long-tokens.html');
    bob.setDefaultTimeout(15_000);
    await bob.locator('.bc-launcher').click();
    await openDirectMessage(bob, dm);
    const bobsList = bob.locator('.str-chat__message-list');
    await bobsList.getByText('Before the token expires').waitFor();
    await bobsList.getByText('After the token expired').waitFor();
    expect(tokenRequests).toBeGreaterThanOrEqual(2);
    expect(await alice.locator('.str-chat__message--error, .str-chat__message--failed').count()).toBe(0);
    await Promise.all([alice.close(), bob.close()]);
  });
});
