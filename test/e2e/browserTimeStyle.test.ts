// The times in a chat e-mail read as its recipient reads her clock: her widget tells the service the browser's time
// zone and language when it connects (a Chromium set to Tokyo and Japanese here), and the zone and language the host
// set for her through its API stay, whatever her browser says. Seen where she sees them: in the e-mail's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { createServiceClient } from '../../src/service/createServiceClient.js';
import { makeHostUser } from './helpers/backend.js';
import type { HostUser } from './helpers/backend.js';
import { hostEvents, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment({ webhooks: true }); });
afterAll(async () => { await env?.close(); });

/** `reader` opens the host page in a browser set to Tokyo's zone and Japanese; closed once her widget is connected. */
async function visitFromTokyo(reader: HostUser): Promise<void> {
  const page = await env.openHost(reader, `tokyo-${reader.sub}.html`, {}, { timezoneId: 'Asia/Tokyo', locale: 'ja-JP' });
  // The browser says what the widget reads.
  expect(await page.evaluate(() => [Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.language])).toEqual(['Asia/Tokyo', 'ja-JP']);
  expect((await hostEvents(page)).map(([event]) => event)).toContain('ready');
  await page.close();
}

/** `writer` opens a DM with `reader` (offline by now) and writes `text`; answers the text of the e-mail she gets about it. */
async function mailAbout(reader: HostUser, writer: HostUser, text: string): Promise<string> {
  const bountyId = `bounty-${reader.sub}`;
  await env.backend.ensureBounty(bountyId, 'Fix the flaky checkout test');
  const service = createServiceClient({ apiHost: env.backend.apiHost, credentials: async () => env.backend.mintToken(writer) });
  await service.getOrCreateUser();
  const { channelId } = await service.createDmChannel({ userId: writer.sub, bountyId, candidateId: reader.sub });
  const provider = new StreamChat(env.backend.streamKey, env.backend.streamSecret, { baseURL: env.backend.streamUrl });
  // Only someone not connected is e-mailed: her closed page has left.
  await expect.poll(async () => (await provider.queryUsers({ id: reader.sub })).users[0]?.online ?? false, { timeout: 10_000 }).toBe(false);
  await provider.channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: writer.sub });
  let mail: string | undefined;
  await expect.poll(async () => {
    mail = (await env.backend.deliverEmails()).find((sent) => sent.to.includes(reader.email) && sent.text.includes(text))?.text;
    return mail !== undefined;
  }, { timeout: 20_000, interval: 500 }).toBe(true);
  return mail!;
}

describe("the e-mail's times", { timeout: 60_000 }, () => {
  it("are in the zone and language of the browser she last used: Tokyo's, written the Japanese way", async () => {
    const reader = makeHostUser('Aiko');
    const writer = makeHostUser('Ken', 'poster');
    await visitFromTokyo(reader);
    const mail = await mailAbout(reader, writer, 'The fix is ready for review');
    // "14:30 JST": a 24-hour clock and the zone's Japanese short name (English would write "GMT+9", or "2:30 PM").
    expect(mail).toMatch(/\[\d{1,2}:\d\d JST\] Ken: The fix is ready for review/);
  });

  it('stay in the zone and language the host set for her, whatever her browser says', async () => {
    const reader = makeHostUser('Hana');
    const writer = makeHostUser('Ivo', 'poster');
    expect(await env.backend.putUser(reader, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(200);
    await visitFromTokyo(reader);
    const mail = await mailAbout(reader, writer, 'Did the build pass?');
    // New York's time, written the American way ("9:05 AM EST"), not Tokyo's.
    expect(mail).toMatch(/\[\d{1,2}:\d\d [AP]M E[SD]T\] Ivo: Did the build pass\?/);
    expect(mail).not.toContain('JST');
  });
});
