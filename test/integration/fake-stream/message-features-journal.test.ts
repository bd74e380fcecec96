// fake-stream itself (not part of the provider contract): reactions, threads, pins, polls and mutes are
// journalled with --data, so a restart keeps them.
import type { ChannelData } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { journalFolder } from '../helpers/journal';

const { start, serverClient } = journalFolder('fake-stream-features');

describe('--data journal of message features', () => {
  it('keeps reactions, replies, pins, poll votes and mutes across a restart', async () => {
    const first = await start();
    const server = serverClient(first.url);
    await server.upsertUsers([{ id: 'ann' }, { id: 'ben' }]);
    const channel = server.channel('messaging', 'kept', { created_by_id: 'ann', members: ['ann', 'ben'] } as ChannelData);
    await channel.create();
    await channel.sendMessage({ id: 'parent', text: 'vote please', user_id: 'ann' });
    await channel.sendMessage({ id: 'reply', text: 'done', parent_id: 'parent', user_id: 'ben' });
    await channel.sendReaction('parent', { type: 'like', user_id: 'ben' });
    await server.pinMessage('parent', null, 'ann');
    const { poll } = await server.createPoll({ name: 'Ship?', options: [{ text: 'yes' }, { text: 'no' }] }, 'ann');
    await channel.sendMessage({ id: 'poll-message', text: '', poll_id: poll.id, user_id: 'ann' });
    await server.castPollVote('poll-message', poll.id, { option_id: poll.options[0]!.id }, 'ben');
    await server.muteUser('ann', 'ben');
    await first.close();

    const second = await start();
    const again = serverClient(second.url);
    const { message: parent } = await again.getMessage('parent');
    expect(parent).toMatchObject({ reply_count: 1, pinned: true, reaction_counts: { like: 1 } });
    const { poll: restored } = await again.getPoll(poll.id, 'ben');
    expect(restored.vote_count).toBe(1);
    const { users } = await again.queryUsers({ id: 'ben' });
    expect(users).toHaveLength(1);
    expect(second.ctx.store.tables.userMutes.size).toBe(1);
    await second.close();
  });
});
