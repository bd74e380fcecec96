// Editing messages: update, partial update (set/unset, pin/unpin), soft and hard delete, with the events
// the other member sees and the permission checks (only the author, or a moderator, may change a message).
// Authors edit under a hosted app's default grants (`update-message-owner`); the locked grants give no editing.
import type { PartialMessageUpdate } from 'stream-chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
let locked: Provider;
beforeAll(async () => { [provider, locked] = await Promise.all([startProvider({ openGrants: true }), startProvider()]); });
afterAll(async () => { await Promise.all([provider?.close(), locked?.close()]); });
const hosted = Boolean(process.env.STREAM_API_KEY && process.env.STREAM_API_SECRET && process.env.STREAM_BASE_URL);

describe('message edits', () => {
  it('updates the text: the other member gets message.updated and a later query shows the edit', async () => {
    const { a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'helo' });
    const updated = nextEvent(b, 'message.updated');
    // Custom fields are not in the SDK's message type: a variable (not a literal) carries them through.
    const edit = { id: message.id, text: 'hello', color: 'blue' };
    const answer = await a.updateMessage(edit);
    expect(answer.message).toMatchObject({ id: message.id, text: 'hello', color: 'blue' });
    expect(answer.message.message_text_updated_at).toEqual(expect.any(String));
    expect((await updated).message).toMatchObject({ id: message.id, text: 'hello' });
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.find((one) => one.id === message.id)).toMatchObject({ text: 'hello', color: 'blue' });
  });

  it("refuses to let a member edit or delete someone else's message (HTTP 403, code 17)", async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'mine' });
    expect(await errorOf(b.updateMessage({ id: message.id, text: 'yours now' }))).toMatchObject({ status: 403, code: 17 });
    expect(await errorOf(b.deleteMessage(message.id))).toMatchObject({ status: 403, code: 17 });
    expect((await provider.server().getMessage(message.id)).message.text).toBe('mine');
  });

  it('partially updates: set adds a field, unset removes one, text is untouched', async () => {
    const { a, aliceChannel } = await twoMembers(provider);
    const draft = { text: 'keep me', mood: 'happy' };
    const { message } = await aliceChannel.sendMessage(draft);
    // Custom field names are not keys of the SDK's updatable fields, hence the cast.
    const change = { set: { priority: 'high' }, unset: ['mood'] } as unknown as PartialMessageUpdate;
    const { message: partial } = await a.partialUpdateMessage(message.id, change);
    expect(partial).toMatchObject({ text: 'keep me', priority: 'high' });
    expect(partial).not.toHaveProperty('mood');
  });

  it('pins and unpins: the message and the channel state show it, the other member is told', async () => {
    const { alice, a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'important' });
    const pinnedEvent = nextEvent(b, 'message.updated');
    const { message: pinned } = await a.pinMessage(message.id);
    expect(pinned).toMatchObject({ pinned: true, pinned_by: { id: alice } });
    expect(pinned.pinned_at).toEqual(expect.any(String));
    expect((await pinnedEvent).message).toMatchObject({ id: message.id, pinned: true });
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.pinned_messages.map((one) => one.id)).toEqual([message.id]);
    expect(bobChannel.state.pinnedMessages.map((one) => one.id)).toEqual([message.id]);

    const { message: unpinned } = await a.unpinMessage(message.id);
    expect(unpinned.pinned).toBe(false);
    expect((await bobChannel.query({ messages: { limit: 10 } })).pinned_messages).toEqual([]);
  });

  it('soft delete keeps the message as type "deleted" for everyone', async () => {
    const { a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'oops' });
    const deleted = nextEvent(b, 'message.deleted');
    const answer = await a.deleteMessage(message.id);
    expect(answer.message).toMatchObject({ id: message.id, type: 'deleted' });
    const event = await deleted;
    expect(event).toMatchObject({ hard_delete: false, message: { id: message.id, type: 'deleted' } });
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.find((one) => one.id === message.id)).toMatchObject({ type: 'deleted', deleted_at: expect.any(String) });
  });

  it('hard delete removes the message: the other member drops it and queries no longer show it', async () => {
    const { a, b, aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'gone soon' });
    await aliceChannel.sendMessage({ text: 'stays' });
    const deleted = nextEvent(b, 'message.deleted');
    await a.deleteMessage(message.id, { hardDelete: true });
    expect(await deleted).toMatchObject({ hard_delete: true, message: { id: message.id } });
    expect(bobChannel.state.messages.map((one) => one.id)).not.toContain(message.id);
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages.map((one) => one.text)).toEqual(['stays']);
    expect(await errorOf(provider.server().getMessage(message.id))).toMatchObject({ status: 404, code: 16 });
  });

  it('lets a channel moderator delete a member\'s message', async () => {
    const { alice, bob, b, aliceChannel } = await twoMembers(provider);
    await provider.server().channel('messaging', aliceChannel.id!).addModerators([alice]);
    const { message } = await b.channel('messaging', aliceChannel.id!).sendMessage({ text: 'spam' });
    const { message: deleted } = await aliceChannel.getClient().deleteMessage(message.id);
    expect(deleted).toMatchObject({ type: 'deleted', user: { id: bob } });
  });

  // fake-stream's locked grants; a hosted app has the grants its operator gave it.
  it.skipIf(hosted)('without an update-message-owner grant the author cannot edit her own message (HTTP 403, code 17), nor is she offered to', async () => {
    const { a, aliceChannel } = await twoMembers(locked);
    const { message } = await aliceChannel.sendMessage({ text: 'as sent' });
    expect(aliceChannel.data?.own_capabilities).not.toContain('update-own-message');
    expect(aliceChannel.data?.own_capabilities).toContain('send-message');
    expect(await errorOf(a.updateMessage({ id: message.id, text: 'changed' }))).toMatchObject({ status: 403, code: 17 });
    expect(await errorOf(a.partialUpdateMessage(message.id, { set: { text: 'changed' } }))).toMatchObject({ status: 403, code: 17 });
    expect((await locked.server().getMessage(message.id)).message.text).toBe('as sent');
  });
});
