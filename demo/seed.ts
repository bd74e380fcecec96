import { StreamChat } from 'stream-chat';
import { createBountyTicket, createUserToken } from '../src/server/index.js';
import { demoBounties, demoUsers } from './bounties.js';
import type { DemoBounty } from './bounties.js';

/** What seeding needs: the product service, the token key, and the provider's server credentials. */
export interface SeedTarget {
  serviceUrl: string;
  tokenKey: Buffer;
  stream: { apiKey: string; apiSecret: string; baseUrl: string };
  /** The job board's own origin, for the bounty card's links. */
  siteUrl?: string;
}

/** Mints a demo user's `{ token, iv }`, valid for an hour, as a host's token service would. */
export function demoToken(userId: string, tokenKey: Buffer): { token: string; iv: string } {
  const user = demoUsers[userId];
  if (!user) throw new Error(`unknown demo user ${userId}`);
  return createUserToken({ sub: user.id, name: user.name, email: user.email, role: user.role, exp: Math.floor(Date.now() / 1000) + 3600 }, tokenKey);
}

/**
 * Mints the bounty ticket the job board's back end hands to `openBounty`: its real title and poster, for an hour;
 * with `siteUrl`, also its page and reward for the bounty card (never its status: the poster's buttons set that).
 */
export function demoBountyTicket(bounty: DemoBounty, tokenKey: Buffer, siteUrl?: string): { token: string; iv: string } {
  const card = siteUrl === undefined ? {} : { url: `${siteUrl}/bounty.html?id=${encodeURIComponent(bounty.id)}`, reward: bounty.reward };
  return createBountyTicket({ bountyId: bounty.id, name: bounty.title, ownerId: bounty.posterId, exp: Math.floor(Date.now() / 1000) + 3600, ...card }, tokenKey);
}

async function call(target: SeedTarget, userId: string, name: string, body?: unknown): Promise<Record<string, unknown>> {
  const { token, iv } = demoToken(userId, target.tokenKey);
  const response = await fetch(`${target.serviceUrl}/api/stream-chat/${name}?t=${Date.now()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token, 'x-auth-iv': iv },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`seeding: ${name} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Seeds the demo through the product service, as real users would: both users exist, every bounty has its
 * discussion channel, and the first bounty has a DM with an opening message, so the first screen is not empty.
 * Idempotent by what it checks (the channels by their ids, each seeded message by its id at the provider): a
 * restart on the same data, or one after a crash, adds nothing twice.
 */
export async function seedDemo(target: SeedTarget): Promise<void> {
  for (const user of Object.values(demoUsers)) await call(target, user.id, 'get-or-create-user');
  for (const bounty of demoBounties) {
    await call(target, bounty.posterId, 'get-or-create-channel', { channelId: bounty.id, ticket: demoBountyTicket(bounty, target.tokenKey, target.siteUrl) });
  }
  const first = demoBounties[0];
  if (!first) return;
  const dm = await call(target, first.posterId, 'create-dm-channel', { userId: first.posterId, bountyId: first.id, candidateId: first.candidateId });
  const server = new StreamChat(target.stream.apiKey, target.stream.apiSecret, { baseURL: target.stream.baseUrl });
  // Each seeded message is sent only when the provider does not hold it yet: a restart, or a start after a
  // crash halfway through seeding, adds nothing twice.
  if (!(await hasMessage(server, 'seed-welcome'))) {
    await server.channel(String(dm.channelType), String(dm.channelId)).sendMessage({
      id: 'seed-welcome', text: `Hi Alice, thanks for your interest in "${first.title}". Happy to answer any questions here.`, user_id: first.posterId,
    });
  }
  if (!(await hasMessage(server, 'seed-discussion'))) {
    await server.channel(String(dm.channelType), first.id).sendMessage({
      id: 'seed-discussion', text: 'Welcome to the discussion for this bounty. Ask anything about scope or review here.', user_id: first.posterId,
    });
  }
}

/** Whether the provider holds a message with this id (in any channel, deleted or not). */
async function hasMessage(server: StreamChat, messageId: string): Promise<boolean> {
  try {
    await server.getMessage(messageId);
    return true;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return false;
    throw error;
  }
}
