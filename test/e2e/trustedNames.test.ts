// Findings 1 and 4 in the browser: a channel of another type with the victim in it never shows in her list
// (nor its messages, planted before or while she looks, nor their count in the host's header), and a user who connects to the provider with a
// 300-character right-to-left-override name and a tracking image is shown by the name the service wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { StreamChat } from 'stream-chat';
import { makeHostUser } from './helpers/backend.js';
import { hostEvents, openDirectMessage, sendMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { providerAdmin } from './support/providerAdmin.js';

const RLO_NAME = `\u202e${'Support team '.repeat(23)}`.slice(0, 300);
const TRACKER = 'http://tracker.example/pixel.png?victim=vera';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

/** The text of every shadow root on the page (the widget's). */
const widgetText = (page: Page): Promise<string> => page.evaluate(() =>
  [...document.querySelectorAll('*')].map((element) => element.shadowRoot?.textContent ?? '').join('\n'));

describe('what the victim sees', () => {
  it("no planted channel of another type, and the attacker under the service's name without her image", async () => {
    const vera = makeHostUser('Vera');
    const eve = makeHostUser('Eve');
    const admin = providerAdmin(env.backend);
    const eves = await env.openHost(eve, 'eve.html');
    await admin.upsertUsers([{ id: vera.sub }]);
    const plant = async (id: string, text: string) => {
      await admin.channel('messaging', id, { name: 'BountyChat Support', members: [eve.sub, vera.sub], created_by_id: eve.sub, kind: 'dm' } as Record<string, unknown>).create();
      await admin.channel('messaging', id).sendMessage({ text, user_id: eve.sub });
    };
    await plant(`support-${vera.sub}`, 'Your payout is on hold: re-verify at evil.example');

    const bountyId = `b-${vera.sub}`;
    await openDirectMessage(eves, { userId: eve.sub, bountyId, candidateId: vera.sub });
    await sendMessage(eves, 'hello from Eve');
    // Then Eve, with her own provider token, rewrites her name and image as she connects (after the service's
    // last write of her record).
    const attacker = new StreamChat(env.backend.streamKey, { baseURL: env.backend.streamUrl, allowServerSideConnect: true });
    await attacker.connectUser({ id: eve.sub, name: RLO_NAME, image: TRACKER }, admin.createToken(eve.sub));

    const page = await env.openHost(vera, 'vera.html');
    await page.locator('.bc-launcher').click();
    const list = page.locator('.str-chat__channel-list');
    await list.getByText('hello from Eve').waitFor();
    // Live: a second planted channel and message while she looks, then a real message after them.
    await plant(`support2-${vera.sub}`, 'Second notice: payout frozen');
    await admin.channel('messaging', `support-${vera.sub}`).sendMessage({ text: 'Final notice: payout cancelled', user_id: eve.sub });
    await sendMessage(eves, 'second hello');
    await list.getByText('second hello').waitFor();

    // The host's header counts Eve's two real messages in one channel, none of the three planted ones.
    const lastUnread = async () => (await hostEvents(page)).filter(([name]) => name === 'unread').at(-1)?.[1];
    await expect.poll(lastUnread).toEqual({ total: 2, channels: 1 });
    expect((await hostEvents(page)).filter(([name]) => name === 'unread').map(([, counts]) => counts)).not.toContainEqual(expect.objectContaining({ total: 5 }));

    const text = await widgetText(page);
    expect(text).not.toContain('BountyChat Support');
    expect(text).not.toContain('payout');
    expect(await page.getByTestId('channel-list-item-button').count()).toBe(1);
    // The attacker's row and messages carry the service's name, never hers, nor her image.
    await page.getByTestId('channel-list-item-button').click();
    await page.locator('.str-chat__message-list').getByText('second hello').waitFor();
    const opened = await widgetText(page);
    expect(opened).toContain('Eve');
    expect(opened).not.toContain('\u202e');
    expect(opened).not.toContain('Support team');
    expect(await page.locator('img[src*="tracker.example"]').count()).toBe(0);
    await attacker.disconnectUser();
    await page.close();
    await eves.close();
  }, 60_000);
});
