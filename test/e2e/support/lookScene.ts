/**
 * A lived-in account for tests of the widget's look and for `npm run screenshots`: a DM about a titled bounty
 * with messages both ways and a thread, and a second DM (never opened, two unread) from another poster.
 */
import type { Page } from 'playwright-core';
import type { Channel, StreamChat } from 'stream-chat';
import { CHANNEL_TYPE } from '../../../src/contract/ids.js';
import { makeHostUser } from '../helpers/backend.js';
import type { HostUser } from '../helpers/backend.js';
import { openDirectMessage } from '../helpers/widgetHost.js';
import type { HostEnvironment } from '../helpers/widgetHost.js';
import { providerAdmin } from './providerAdmin.js';

/** What the scene made. */
export interface LookScene {
  candidate: HostUser;
  poster: HostUser;
  /** The DM as openDM takes it. */
  dm: { userId: string; bountyId: string; candidateId: string };
  /** The DM at the provider (server side), to send more as the poster. */
  dmChannel: Channel;
  /** The text of the message that has a thread. */
  threadParent: string;
  admin: StreamChat;
}

/** The users of a scene, made before their pages open. */
export function lookUsers(): { candidate: HostUser; poster: HostUser; other: HostUser } {
  const named = (first: string, last: string, role?: string): HostUser => ({ ...makeHostUser(first, role), name: `${first} ${last}` });
  return { candidate: named('Alice', 'Martin'), poster: named('Bob', 'Lee', 'poster'), other: named('Carla', 'Diaz', 'poster') };
}

/** Fills `page`'s (the candidate's) account; leaves the DM open in the panel. */
export async function seedLookScene(env: HostEnvironment, page: Page, users = lookUsers()): Promise<LookScene> {
  const { candidate, poster, other } = users;
  const admin = providerAdmin(env.backend);
  const suffix = candidate.sub.slice(-6);
  await admin.upsertUsers([{ id: candidate.sub, name: candidate.name }, { id: poster.sub, name: poster.name }, { id: other.sub, name: other.name }]);
  const bountyId = `bounty-look-${suffix}`;
  await env.backend.putBounty(bountyId, { title: 'Redesign the pricing page', ownerId: poster.sub, status: 'open', reward: '$800' });
  const dm = { userId: poster.sub, bountyId, candidateId: candidate.sub };
  await openDirectMessage(page, dm);
  const found = (await admin.queryChannels({ members: { $in: [candidate.sub] } }, {}, { limit: 30 }))
    .find((channel) => (channel.data as Record<string, unknown>)['bounty_id'] === bountyId);
  if (!found) throw new Error('the DM was not created');
  const say = (user: HostUser, text: string, extra: Record<string, unknown> = {}) => found.sendMessage({ text, user_id: user.sub, ...extra });
  await say(poster, 'Hi Alice, thanks for applying! Have you worked on pricing pages before?');
  await say(candidate, 'Yes, three of them last year. I can send examples.');
  const threadParent = 'Great. Could you share a rough plan for the first week?';
  const parent = await say(poster, threadParent);
  await say(candidate, 'Day 1: audit the current page and the analytics.', { parent_id: parent.message.id });
  await say(poster, 'Sounds good, include the A/B test setup too.', { parent_id: parent.message.id });
  await say(poster, 'Also: the deadline is flexible by a week.');
  await page.locator('.str-chat__main-panel .str-chat__message-list').getByText('the deadline is flexible').waitFor();

  const second = admin.channel(CHANNEL_TYPE, `look-${suffix}`, {
    members: [candidate.sub, other.sub], created_by_id: other.sub, kind: 'dm', bounty_id: `bounty-look2-${suffix}`, bounty_title: 'Fix the checkout flow',
  } as Record<string, unknown>);
  await second.create();
  await second.sendMessage({ text: 'Hello! Are you free for a quick call?', user_id: other.sub });
  await second.sendMessage({ text: 'Tomorrow at 10 would suit me.', user_id: other.sub });
  return { candidate, poster, dm, dmChannel: found, threadParent, admin };
}
