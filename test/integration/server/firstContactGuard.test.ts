// The guard on first contact (issue 60, item 4), decided by the service in the provider's before-send hook: a pitch
// pasted to many posters is stopped at the sixth, a candidate starts a limited number of conversations a day, a
// stranger's messages are marked until the poster answers (no live links; the off-board notice), and a bounty can
// turn it all off through the host API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from 'stream-chat';
import { CHANNEL_TYPE } from '../../../src/contract/ids';
import type { SuspectedSpam } from '../../../src/server/firstContact/firstContactGuard';
import type { RunningServer } from '../../../src/server/startServer';
import { call, makeUser, postBounty, providerClient, putBounty, removeTemporaryFolders, startFakeStream, startService, testConfig, uniqueId } from './harness';
import type { FakeStream, TestUser } from './harness';

const HOST_KEY = 'host-key-for-guard-tests-0123456789abcdefgh';
const SAME_TEXT = 'You have sent this message to many people. Write to each poster about their bounty.';
const PER_DAY = 'You have started the most new conversations allowed in a day. Try again tomorrow, or write in a conversation you already have.';
let fake: FakeStream;
let service: RunningServer;
const reports: SuspectedSpam[] = [];

beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  // The default same-text limit (5); a per-day limit of 8 so that test needs 9 posters, not 21.
  service = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY }, firstContact: { ...base.firstContact, perDay: 8 } }, {
    onSuspectedSpam: async (report) => void reports.push(report),
  });
  await providerClient(fake).updateAppSettings({ before_message_send_hook_url: `${service.url}/webhooks/before-message-send` } as never);
});
afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** A poster with a bounty of theirs (opened with the host's ticket, or put through the host API with `facts`). */
async function posterWithBounty(facts?: Record<string, unknown>): Promise<{ poster: TestUser; bountyId: string }> {
  const poster = makeUser('poster');
  await call(service, 'get-or-create-user', poster);
  if (!facts) return { poster, bountyId: await postBounty(service, poster) };
  const bountyId = uniqueId('bounty');
  expect((await putBounty(service, HOST_KEY, bountyId, { title: 'Logo', ownerId: poster.sub, status: 'open', ...facts })).status).toBe(200);
  return { poster, bountyId };
}

/** The candidate opens a DM with the poster about the bounty; answers its id. */
async function openDm(candidate: TestUser, poster: TestUser, bountyId: string): Promise<string> {
  const answer = await call(service, 'create-dm-channel', candidate, { userId: poster.sub, bountyId, candidateId: candidate.sub });
  expect(answer.status).toBe(200);
  return answer.body['channelId'] as string;
}

/** Sends as `user` at the provider, as the widget does; answers the provider's message (a bounce has type `error`). */
async function send(channelId: string, user: TestUser, text: string, extra: Record<string, unknown> = {}): Promise<MessageResponse & Record<string, unknown>> {
  const { message } = await providerClient(fake).channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: user.sub, ...extra });
  return message as MessageResponse & Record<string, unknown>;
}

const refusal = (message: MessageResponse) => (message as { moderation_details?: { error_msg?: string } }).moderation_details?.error_msg;

async function storedTexts(channelId: string): Promise<string[]> {
  const [channel] = await providerClient(fake).queryChannels({ cid: `${CHANNEL_TYPE}:${channelId}` }, {}, { message_limit: 50 });
  return channel!.state.messages.map((message) => message.text ?? '');
}

describe('the guard on first contact', () => {
  it('the same pitch to seven posters: five delivered, the sixth refused with the text above, a report open', async () => {
    const spammer = makeUser('spammer');
    await call(service, 'get-or-create-user', spammer);
    const posters = await Promise.all(Array.from({ length: 7 }, () => posterWithBounty()));
    const outcomes: Array<MessageResponse & Record<string, unknown>> = [];
    const dms: string[] = [];
    for (const [index, { poster, bountyId }] of posters.entries()) {
      const dm = await openDm(spammer, poster, bountyId);
      dms.push(dm);
      // Nearly the same: the greeting names each poster, the punctuation varies.
      outcomes.push(await send(dm, spammer, `Hi ${['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'][index]}${index % 2 ? '!' : ','} I am a senior designer with ten years of experience. I can deliver your logo in 24 hours for half the price, check my portfolio.`));
    }
    expect(outcomes.slice(0, 5).map((message) => message.type)).toEqual(['regular', 'regular', 'regular', 'regular', 'regular']);
    expect(outcomes.slice(5).map((message) => message.type)).toEqual(['error', 'error']);
    expect(outcomes.slice(5).map(refusal)).toEqual([SAME_TEXT, SAME_TEXT]);
    // The first five reach their posters; the sixth and seventh poster get nothing.
    expect((await storedTexts(dms[4]!))).toHaveLength(1);
    expect(await storedTexts(dms[5]!)).toEqual([]);
    expect(await storedTexts(dms[6]!)).toEqual([]);
    // One report for the board, when the sender was held: the sixth message, its poster, the six people.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: 'same-text', userId: spammer.sub, channelId: dms[5], bountyId: posters[5]!.bountyId, recipientId: posters[5]!.poster.sub });
    expect(reports[0]!.text).toContain('Hi Flo');
    expect(new Set(reports[0]!.recipients)).toEqual(new Set(posters.slice(0, 6).map(({ poster }) => poster.sub)));

    // Held for the hour: a different first message to an eighth poster is refused too; follow-ups in the five
    // conversations that got through still go.
    const eighth = await posterWithBounty();
    const other = await send(await openDm(spammer, eighth.poster, eighth.bountyId), spammer, 'Could you tell me more about the deadline?');
    expect(refusal(other)).toBe(SAME_TEXT);
    expect((await send(dms[0]!, spammer, 'Any news?')).type).toBe('regular');
    expect(reports).toHaveLength(1);
  });

  it(`a candidate starts at most the day's number of conversations (8 here); the next first message is refused`, async () => {
    const eager = makeUser('eager');
    await call(service, 'get-or-create-user', eager);
    // Nine different messages: none is a copy of another, so only the per-day limit applies.
    const texts = [
      'Is the fence cedar or pine?', 'I grow tomatoes too; how large is your garden?', 'Which roof tiles do you have in mind?',
      'Could the kitchen wait until Monday?', 'Do you want the logo in two colours?', 'Which pages should the website have?',
      'Is a printed poster size A2 fine?', 'How many words must the essay be?', 'Translation from Dutch, or into Dutch?',
    ];
    const sent: Array<MessageResponse & Record<string, unknown>> = [];
    for (const text of texts) {
      const { poster, bountyId } = await posterWithBounty();
      sent.push(await send(await openDm(eager, poster, bountyId), eager, text));
    }
    expect(sent.slice(0, 8).every((message) => message.type === 'regular')).toBe(true);
    expect(sent[8]!.type).toBe('error');
    expect(refusal(sent[8]!)).toBe(PER_DAY);
    expect(reports.filter((report) => report.userId === eager.sub)).toEqual([]);
  });

  it(`marks a stranger's messages until the poster answers, with off_board on those that take the deal off the board`, async () => {
    const candidate = makeUser('casey');
    await call(service, 'get-or-create-user', candidate);
    const { poster, bountyId } = await posterWithBounty({ contactPolicy: 'allow' });
    const dm = await openDm(candidate, poster, bountyId);
    const first = await send(dm, candidate, 'Hello, I can do it. Add me on WhatsApp and pay me outside, faster for both of us: https://example.com/me');
    expect(first).toMatchObject({ type: 'regular', first_contact: true, off_board: true });
    const plain = await send(dm, candidate, 'My portfolio is at https://example.com/work', { off_board: true });
    // A field the sender set is the guard's to set: not off the board.
    expect(plain).toMatchObject({ first_contact: true, off_board: false });
    expect(await send(dm, poster, 'Thanks, please keep it here.')).not.toHaveProperty('first_contact', true);
    const after = await send(dm, candidate, 'Sure, my telegram is casey', { first_contact: true });
    expect(after).toMatchObject({ type: 'regular', first_contact: false, off_board: false });
  });

  it('counts nothing and marks nothing in a bounty whose host set firstContactGuard off', async () => {
    const pitcher = makeUser('pitcher');
    await call(service, 'get-or-create-user', pitcher);
    const answered: Array<MessageResponse & Record<string, unknown>> = [];
    for (let i = 0; i < 7; i++) {
      const { poster, bountyId } = await posterWithBounty({ firstContactGuard: 'off' });
      answered.push(await send(await openDm(pitcher, poster, bountyId), pitcher, 'Same words for everyone: send the deposit by Western Union and I start today.'));
    }
    expect(answered.map((message) => message.type)).toEqual(Array(7).fill('regular'));
    expect(answered.every((message) => message.first_contact === undefined && message.off_board === undefined)).toBe(true);
    // Back on: the bounty's DMs are guarded again (the setting is copied to them).
    const { poster, bountyId } = await posterWithBounty({ firstContactGuard: 'off' });
    const dm = await openDm(pitcher, poster, bountyId);
    expect((await putBounty(service, HOST_KEY, bountyId, { status: 'open', firstContactGuard: 'on' })).body).toMatchObject({ firstContactGuard: 'on' });
    expect(await send(dm, pitcher, 'Pay me in crypto?')).toMatchObject({ first_contact: true, off_board: true });
    expect(reports.filter((report) => report.userId === pitcher.sub)).toEqual([]);
  });
});
