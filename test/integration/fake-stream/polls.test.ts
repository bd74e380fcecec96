// Polls: created, attached to a message, voted on (the other member sees the counts move), unique votes
// replaced, answers, vote removal, closing (one-way: no more votes, no reopening).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from 'stream-chat';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

/** Alice creates a poll with two options and posts it; returns ids for voting. */
async function postPoll(channel: Channel, extra: { enforce_unique_vote?: boolean; allow_answers?: boolean } = {}) {
  const client = channel.getClient();
  const { poll } = await client.createPoll({ name: 'Which day?', options: [{ text: 'Monday' }, { text: 'Friday' }], ...extra });
  const { message } = await channel.sendMessage({ text: '', poll_id: poll.id });
  const [monday, friday] = poll.options;
  return { pollId: poll.id, messageId: message.id, monday: monday!.id, friday: friday!.id, message };
}

describe('polls', () => {
  it('attaches a poll to a message and counts votes; the other member sees poll.vote_casted', async () => {
    const { bob, a, b, aliceChannel } = await twoMembers(provider);
    const { pollId, messageId, friday, message } = await postPoll(aliceChannel);
    expect(message.poll).toMatchObject({ id: pollId, name: 'Which day?', vote_count: 0, is_closed: false });
    const seen = nextEvent(a, 'poll.vote_casted');
    const { vote } = await b.castPollVote(messageId, pollId, { option_id: friday });
    expect(vote).toMatchObject({ option_id: friday, user_id: bob });
    const event = await seen;
    expect(event.poll).toMatchObject({ id: pollId, vote_count: 1, vote_counts_by_option: { [friday]: 1 } });
    const { poll } = await b.getPoll(pollId);
    expect(poll.own_votes?.map((own) => own.id)).toEqual([vote.id]);
    expect(poll.options.find((option) => option.id === friday)?.vote_count).toBe(1);
  });

  it('with enforce_unique_vote a second vote replaces the first (poll.vote_changed)', async () => {
    const { a, b, aliceChannel } = await twoMembers(provider);
    const { pollId, messageId, monday, friday } = await postPoll(aliceChannel, { enforce_unique_vote: true });
    await b.castPollVote(messageId, pollId, { option_id: monday });
    const changed = nextEvent(a, 'poll.vote_changed');
    await b.castPollVote(messageId, pollId, { option_id: friday });
    expect((await changed).poll?.vote_counts_by_option).toEqual({ [friday]: 1 });
  });

  it('takes free-text answers when allowed, and removes a vote', async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const { pollId, messageId, monday } = await postPoll(aliceChannel, { allow_answers: true });
    await b.addPollAnswer(messageId, pollId, 'Any day but Monday');
    const { vote } = await b.castPollVote(messageId, pollId, { option_id: monday });
    await b.removePollVote(messageId, pollId, vote.id);
    const { poll } = await b.getPoll(pollId);
    expect(poll).toMatchObject({ vote_count: 0, answers_count: 1 });
    expect(poll.latest_answers.map((answer) => answer.answer_text)).toEqual(['Any day but Monday']);
  });

  it('closes a poll for good: the other member sees poll.closed, votes and reopening are refused', async () => {
    const { a, b, aliceChannel } = await twoMembers(provider);
    const { pollId, messageId, monday } = await postPoll(aliceChannel);
    const closed = nextEvent(b, 'poll.closed');
    const { poll } = await a.closePoll(pollId);
    expect(poll.is_closed).toBe(true);
    expect((await closed).poll?.id).toBe(pollId);
    expect(await errorOf(b.castPollVote(messageId, pollId, { option_id: monday }))).toMatchObject({ status: 400, code: 4 });
    expect(await errorOf(a.partialUpdatePoll(pollId, { set: { is_closed: false } }))).toMatchObject({ status: 400, code: 4 });
    expect((await a.getPoll(pollId)).poll.is_closed).toBe(true);
  });

  it('lets only the creator close the poll (HTTP 403, code 17)', async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const { pollId } = await postPoll(aliceChannel);
    expect(await errorOf(b.closePoll(pollId))).toMatchObject({ status: 403, code: 17 });
  });
});
