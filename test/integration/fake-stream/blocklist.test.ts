// The word blocklist (fake-stream's `--blocklist` / `blocklist` option): a message with a blocked word
// bounces back to its sender only, as `type: "error"` with `moderation_details`; nobody else sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { eventsDuring, nextEvent, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider({ blocklist: ['scam', 'wire money'] }); });
afterAll(async () => { await provider.close(); });

describe('blocklist', () => {
  it('bounces a blocked word to the sender: not stored, not delivered', async () => {
    const { b, aliceChannel, bobChannel } = await twoMembers(provider);
    const noMessage = eventsDuring(b, 'message.new', 500);
    const { message } = await aliceChannel.sendMessage({ text: 'This is not a SCAM, promise' });
    expect(message).toMatchObject({ type: 'error', moderation_details: { action: 'MESSAGE_RESPONSE_ACTION_BOUNCE', original_text: 'This is not a SCAM, promise' } });
    expect(message.moderation_details?.error_msg).toEqual(expect.any(String));
    expect(await noMessage).toEqual([]);
    const state = await bobChannel.query({ messages: { limit: 10 } });
    expect(state.messages).toEqual([]);
    expect((await aliceChannel.query({ messages: { limit: 10 } })).messages).toEqual([]);
  });

  it('bounces a blocked phrase inside a reply too', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const { message: parent } = await aliceChannel.sendMessage({ text: 'payment options?' });
    const { message } = await aliceChannel.sendMessage({ text: 'please Wire money', parent_id: parent.id });
    expect(message.type).toBe('error');
    expect((await aliceChannel.getReplies(parent.id, {})).messages).toEqual([]);
  });

  it('matches whole words only: "scams" is not "scam", but "scam!" is', async () => {
    const { b, aliceChannel } = await twoMembers(provider);
    const arrived = nextEvent(b, 'message.new');
    const { message: fine } = await aliceChannel.sendMessage({ text: 'scams are everywhere' });
    expect(fine.type).toBe('regular');
    expect((await arrived).message?.id).toBe(fine.id);
    expect((await aliceChannel.sendMessage({ text: 'scam!' })).message.type).toBe('error');
  });
});
