// Threads: replies (parent_id, show_in_channel), the parent's reply_count and thread_participants, reply
// paging and sorting, getThread / queryThreads as the kit's thread list reads them, and quoted messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('threads and replies', () => {
  it('counts replies and participants on the parent; the other member sees the parent update', async () => {
    const { alice, bob, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message: parent } = await aliceChannel.sendMessage({ text: 'Who takes the bounty?' });
    const parentUpdated = nextEvent(b, 'message.updated', 5000, (event) => event.message?.id === parent.id);
    const replyArrived = nextEvent(b, 'message.new', 5000, (event) => event.message?.parent_id === parent.id);
    await bobChannel.sendMessage({ text: 'Me!', parent_id: parent.id });
    expect((await replyArrived).message).toMatchObject({ type: 'reply', parent_id: parent.id, show_in_channel: false });
    expect((await parentUpdated).message).toMatchObject({ reply_count: 1 });
    await aliceChannel.sendMessage({ text: 'Great', parent_id: parent.id });

    const { message: fetched } = await provider.server().getMessage(parent.id);
    expect(fetched.reply_count).toBe(2);
    expect(fetched.thread_participants?.map((user) => user.id)).toEqual([alice, bob]);
  });

  it('keeps plain replies out of the channel list but shows show_in_channel replies there', async () => {
    const { aliceChannel, bobChannel } = await twoMembers(provider);
    const { message: parent } = await aliceChannel.sendMessage({ text: 'parent' });
    await bobChannel.sendMessage({ text: 'hidden reply', parent_id: parent.id });
    await bobChannel.sendMessage({ text: 'also in channel', parent_id: parent.id, show_in_channel: true });
    const state = await aliceChannel.query({ messages: { limit: 10 } });
    expect(state.messages.map((one) => one.text)).toEqual(['parent', 'also in channel']);
  });

  it('refuses a reply to a message that does not exist (HTTP 400, code 4)', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const failure = await errorOf(aliceChannel.sendMessage({ text: 'orphan', parent_id: provider.id('missing') }));
    expect(failure).toMatchObject({ status: 400, code: 4 });
  });

  it('pages replies oldest-first: newest page by default, older pages with id_lt, oldest first with an ascending sort', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const { message: parent } = await aliceChannel.sendMessage({ text: 'count with me' });
    for (const n of [1, 2, 3, 4, 5]) await aliceChannel.sendMessage({ text: `r${n}`, parent_id: parent.id });
    const latest = await aliceChannel.getReplies(parent.id, { limit: 2 });
    expect(latest.messages.map((one) => one.text)).toEqual(['r4', 'r5']);
    const older = await aliceChannel.getReplies(parent.id, { limit: 2, id_lt: latest.messages[0]!.id });
    expect(older.messages.map((one) => one.text)).toEqual(['r2', 'r3']);
    const oldest = await aliceChannel.getReplies(parent.id, { limit: 2 }, [{ created_at: 1 }]);
    expect(oldest.messages.map((one) => one.text)).toEqual(['r1', 'r2']);
    const newest = await aliceChannel.getReplies(parent.id, { limit: 2 }, [{ created_at: -1 }]);
    expect(newest.messages.map((one) => one.text)).toEqual(['r4', 'r5']);
    const after = await aliceChannel.getReplies(parent.id, { limit: 10, id_gt: oldest.messages[1]!.id });
    expect(after.messages.map((one) => one.text)).toEqual(['r3', 'r4', 'r5']);
  });

  it('lists the threads a user takes part in, with participants, reply count and latest replies', async () => {
    const { alice, bob, a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message: first } = await aliceChannel.sendMessage({ text: 'first thread' });
    const { message: second } = await aliceChannel.sendMessage({ text: 'second thread' });
    await aliceChannel.sendMessage({ text: 'no thread here' });
    await bobChannel.sendMessage({ text: 'reply 1', parent_id: first.id });
    await aliceChannel.sendMessage({ text: 'self reply', parent_id: second.id });
    await bobChannel.sendMessage({ text: 'reply 2', parent_id: first.id });

    const { threads } = await a.queryThreads({ reply_limit: 1, watch: false });
    expect(threads.map((thread) => thread.id)).toEqual([first.id, second.id]);
    const state = threads[0]!.state.getLatestValue();
    expect(state.replyCount).toBe(2);
    expect(state.replies.map((reply) => reply.text)).toEqual(['reply 2']);
    expect(state.participants?.map((participant) => participant.user_id)).toEqual([alice, bob]);
    expect(state.parentMessage.text).toBe('first thread');

    // Bob replied only to the first thread, so only that one is his.
    const bobs = await b.queryThreads({ watch: false });
    expect(bobs.threads.map((thread) => thread.id)).toEqual([first.id]);

    const single = await b.getThread(first.id, { reply_limit: 10 });
    expect(single.state.getLatestValue().replies.map((reply) => reply.text)).toEqual(['reply 1', 'reply 2']);
  });

  it('quotes a message: the reply carries the quoted message', async () => {
    const { bob, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message: original } = await bobChannel.sendMessage({ text: 'the deadline is Friday' });
    const { message: quoting } = await aliceChannel.sendMessage({ text: 'noted', quoted_message_id: original.id });
    expect(quoting.quoted_message).toMatchObject({ id: original.id, text: 'the deadline is Friday', user: { id: bob } });
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.find((one) => one.id === quoting.id)?.quoted_message?.id).toBe(original.id);
  });
});
