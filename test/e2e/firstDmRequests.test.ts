// A first DM with someone who never used the chat: the widget asks the service to tell them by e-mail, and the
// service has no address for them unless the host named them. That request answered 404, a red "Failed to load
// resource" line in the host page's console on every such first DM (the look scene of the screenshots showed it).
// Every call the widget makes to the service on the way answers 2xx, and the page logs no error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); }, 60_000);
afterAll(async () => { await env?.close(); });

describe('a first DM with someone who never used the chat', () => {
  it('asks for the private-chat notice, hears "not queued: nobody to write to", and no request fails', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, `first-dm-${candidate.sub}.html`);
    const service = new URL(env.backend.apiHost).origin;
    const failed: string[] = [];
    const errors: string[] = [];
    const notices: Array<{ status: number; body: unknown }> = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).origin !== service) return;
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      if (response.url().includes('/api/stream-chat/send-private-chat-email')) notices.push({ status: response.status(), body: await response.json().catch(() => null) });
    });
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    await openDirectMessage(page, { userId: poster.sub, bountyId: `bounty-first-dm-${candidate.sub}`, candidateId: candidate.sub });
    await expect.poll(() => notices.length).toBe(1);
    expect(notices[0]).toEqual({ status: 200, body: { queued: false, reason: 'recipient_unknown' } });
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
