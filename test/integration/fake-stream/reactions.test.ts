// Reactions: groups with count / sum_scores / first and last reaction time, latest and own reactions per
// viewer, scores, enforce_unique, deleting, listing; and the reaction.* events the other member receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('reactions', () => {
  it('groups reactions with counts and scores, and shows each viewer their own', async () => {
    const { alice, bob, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'ship it?' });
    const arrived = nextEvent(b, 'reaction.new');
    await aliceChannel.sendReaction(message.id, { type: 'like' });
    const event = await arrived;
    expect(event).toMatchObject({ reaction: { type: 'like', user_id: alice }, message: { id: message.id, reaction_groups: { like: { count: 1, sum_scores: 1 } } } });
    await bobChannel.sendReaction(message.id, { type: 'like' });
    await bobChannel.sendReaction(message.id, { type: 'clap', score: 5 });

    const asBob = (await bobChannel.query({ messages: { limit: 10 } })).messages.find((one) => one.id === message.id)!;
    expect(asBob.reaction_groups).toMatchObject({ like: { count: 2, sum_scores: 2 }, clap: { count: 1, sum_scores: 5 } });
    expect(asBob.reaction_groups?.like?.first_reaction_at).toEqual(expect.any(String));
    expect(asBob.reaction_groups!.like!.last_reaction_at! >= asBob.reaction_groups!.like!.first_reaction_at!).toBe(true);
    expect(asBob.reaction_counts).toEqual({ like: 2, clap: 1 });
    expect(asBob.reaction_scores).toEqual({ like: 2, clap: 5 });
    expect(asBob.latest_reactions?.map((reaction) => `${reaction.user_id}:${reaction.type}`)).toEqual([`${bob}:clap`, `${bob}:like`, `${alice}:like`]);
    expect(asBob.own_reactions?.map((reaction) => reaction.type).sort()).toEqual(['clap', 'like']);

    const asAlice = (await aliceChannel.query({ messages: { limit: 10 } })).messages.find((one) => one.id === message.id)!;
    expect(asAlice.own_reactions?.map((reaction) => reaction.type)).toEqual(['like']);
    // The SDK keeps the other member's view current from the events.
    expect(bobChannel.state.messages.find((one) => one.id === message.id)?.reaction_groups?.like?.count).toBe(2);
  });

  it('with enforce_unique a new reaction replaces the user\'s previous one', async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'pick one' });
    await aliceChannel.sendReaction(message.id, { type: 'like' });
    const updated = nextEvent(b, 'reaction.updated');
    const { message: after } = await aliceChannel.sendReaction(message.id, { type: 'love' }, { enforce_unique: true });
    expect(after.reaction_counts).toEqual({ love: 1 });
    expect(after.own_reactions?.map((reaction) => reaction.type)).toEqual(['love']);
    expect((await updated).reaction?.type).toBe('love');
  });

  it('deletes a reaction: counts drop and the other member gets reaction.deleted', async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'changed my mind' });
    await aliceChannel.sendReaction(message.id, { type: 'like' });
    await aliceChannel.sendReaction(message.id, { type: 'wow' });
    const deleted = nextEvent(b, 'reaction.deleted');
    const { message: after } = await aliceChannel.deleteReaction(message.id, 'like');
    expect(after.reaction_counts).toEqual({ wow: 1 });
    expect((await deleted).reaction?.type).toBe('like');
    expect(await errorOf(aliceChannel.deleteReaction(message.id, 'like'))).toMatchObject({ status: 404, code: 16 });
  });

  it('lists a message\'s reactions newest first, with paging', async () => {
    const { a, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'react away' });
    await aliceChannel.sendReaction(message.id, { type: 'a' });
    await bobChannel.sendReaction(message.id, { type: 'b' });
    await aliceChannel.sendReaction(message.id, { type: 'c' });
    const { reactions } = await aliceChannel.getReactions(message.id, { limit: 2 });
    expect(reactions.map((reaction) => reaction.type)).toEqual(['c', 'b']);
    const queried = await a.queryReactions(message.id, { type: 'b' });
    expect(queried.reactions.map((reaction) => reaction.type)).toEqual(['b']);
  });

  it('refuses reactions from someone who is not a member (HTTP 403, code 17)', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'members only' });
    const stranger = await provider.connect(provider.id('stranger'));
    const failure = await errorOf(stranger.channel('messaging', aliceChannel.id!)._sendReaction(message.id, { type: 'like' }));
    expect(failure).toMatchObject({ status: 403, code: 17 });
  });
});
