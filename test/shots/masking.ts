/**
 * The composer's masking warning: a candidate's DM about a bounty whose contact details are hidden until it is
 * awarded (`contactPolicy: 'mask-until-awarded'`), a draft holding a link to another site and a phone number,
 * and the warning above the composer naming what the message will lose. Light, on the given device.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { lookUsers } from '../e2e/support/lookScene.js';
import { providerAdmin } from '../e2e/support/providerAdmin.js';
import { openDirectMessage } from '../e2e/helpers/widgetHost.js';
import type { HostEnvironment } from '../e2e/helpers/widgetHost.js';
import { shoot } from './shoot.js';

/** The draft: a link the default allow-list does not pass, and a phone number. */
export const MASKED_DRAFT = 'My earlier work is at https://portfolio.alice.dev/pricing, or call me on +44 20 7946 0958';

/** Writes docs/screenshots/`device`-masking-warning.png. */
export async function shootMaskingWarning(env: HostEnvironment, device: string, options: BrowserContextOptions): Promise<void> {
  const { candidate, poster } = lookUsers();
  const admin = providerAdmin(env.backend);
  await admin.upsertUsers([{ id: candidate.sub, name: candidate.name }, { id: poster.sub, name: poster.name }]);
  const bountyId = `shots-masked-${device}-${candidate.sub.slice(-6)}`;
  // The masking rule alone: the first-contact guard would keep a first message's links dead anyway.
  await env.backend.putBounty(bountyId, {
    title: 'Redesign the pricing page', ownerId: poster.sub, reward: '$800', status: 'open', contactPolicy: 'mask-until-awarded', firstContactGuard: 'off',
  });
  const page = await env.openHost(candidate, `shots-masked-${device}.html`, {}, { ...options, reducedMotion: 'reduce' });
  page.setDefaultTimeout(15_000);
  await page.locator('.bc-launcher').click();
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  await openDirectMessage(page, dm);
  const [channel] = await admin.queryChannels({ type: CHANNEL_TYPE, members: { $in: [candidate.sub] } }, {}, { limit: 1 });
  await admin.channel(CHANNEL_TYPE, channel!.id!).sendMessage({ text: 'Hi Alice, thanks for applying! Do you have examples of pricing pages?', user_id: poster.sub });
  await page.locator('.str-chat__message-list').getByText('Do you have examples').waitFor();
  await page.getByTestId('message-input').fill(MASKED_DRAFT);
  const warning = page.getByTestId('contact-warning');
  await warning.getByText('Links to other sites').waitFor();
  await shoot(page, `${device}-masking-warning`);
  await page.close();
}
