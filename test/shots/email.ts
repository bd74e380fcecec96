/**
 * The notification e-mail, got the real way: a poster writes twice to a candidate who is offline, the product
 * service's webhook path queues the e-mail, its worker writes it to the outbox folder, and the HTML part of that
 * .eml (parsed with mailparser) is shown in Chromium, light and dark (`colorScheme` emulation: the e-mail's
 * `prefers-color-scheme: dark` rules recolour it, as Apple Mail and Outlook.com do), at desktop and phone widths. An environment of its own, with the
 * provider's webhook on and the e-mail settings a board would set (button, settings link, name, colour).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { createServiceClient } from '../../src/service/createServiceClient.js';
import { makeHostUser } from '../e2e/helpers/backend.js';
import { startHostEnvironment } from '../e2e/helpers/widgetHost.js';
import { SIZES } from '../e2e/helpers/devices.js';
import { shootPage } from './shoot.js';

/** The e-mail settings of a job board that names itself and links back to its pages. */
const BOARD_SETTINGS = {
  BOUNTY_CHAT_PRODUCT_NAME: 'Acme Jobs',
  BOUNTY_CHAT_BRAND_COLOR: '#0b7a5a',
  BOUNTY_CHAT_CONVERSATION_URL: 'https://jobs.example.com/bounties/{bountyId}/messages/{channelId}',
  BOUNTY_CHAT_EMAIL_SETTINGS_URL: 'https://jobs.example.com/settings/e-mail',
};

/** Writes docs/screenshots/{desktop,phone}-{light,dark}-email.png; answers the e-mail's subject. */
export async function shootEmail(): Promise<string> {
  const env = await startHostEnvironment({ webhooks: true, env: BOARD_SETTINGS });
  try {
    const reader = { ...makeHostUser('Alice'), name: 'Alice Martin' };
    const writer = { ...makeHostUser('Bob', 'poster'), name: 'Bob Poster' };
    // The host tells the service who she is (her address) and how she reads times.
    await env.backend.putUser(reader, { timeZone: 'Europe/London', locale: 'en-GB' });
    const bountyId = `bounty-shots-${reader.sub}`;
    await env.backend.putBounty(bountyId, { title: 'Fix the flaky checkout test', ownerId: writer.sub, reward: '$400', status: 'open', firstContactGuard: 'off' });
    const service = createServiceClient({ apiHost: env.backend.apiHost, credentials: async () => env.backend.mintToken(writer) });
    await service.getOrCreateUser();
    const { channelId } = await service.createDmChannel({ userId: writer.sub, bountyId, candidateId: reader.sub });
    const provider = new StreamChat(env.backend.streamKey, env.backend.streamSecret, { baseURL: env.backend.streamUrl });
    const channel = provider.channel(CHANNEL_TYPE, channelId);
    const last = 'Could you start on Monday? The test fails about one run in five, mostly on the payment step.';
    await channel.sendMessage({ text: 'Hi Alice, thanks for applying! I had a look at your profile.', user_id: writer.sub });
    await channel.sendMessage({ text: last, user_id: writer.sub });
    // Both messages land in one e-mail: the window is moved past by deliverEmails, once the webhook calls are in.
    let file: string | undefined;
    for (let tries = 0; tries < 40 && !file; tries++) {
      file = (await env.backend.deliverEmails()).find((mail) => mail.to.includes(reader.email) && mail.text.includes(last))?.file;
      if (!file) await new Promise((done) => setTimeout(done, 250));
    }
    if (!file) throw new Error('no e-mail reached the outbox');
    const mail = await simpleParser(await readFile(join(env.backend.outboxDir, file)));
    if (!mail.html) throw new Error('the e-mail has no HTML part');
    for (const [device, options] of SIZES) {
      const pictures: Buffer[] = [];
      for (const scheme of ['light', 'dark'] as const) {
        const context = await env.browser.newContext({ ...options, colorScheme: scheme });
        const page = await context.newPage();
        await page.setContent(mail.html, { waitUntil: 'load' });
        pictures.push(await shootPage(page, `${device}-${scheme}-email`, true));
        await context.close();
      }
      // The e-mail's dark rules (its <style> block's colour-scheme media query) must show: the same picture twice
      // means they no longer apply.
      if (pictures[0]!.equals(pictures[1]!)) throw new Error(`${device}: the dark e-mail is the same picture as the light one`);
    }
    return mail.subject ?? '';
  } finally {
    await env.close();
  }
}
