// The channel list's rules: what each event does to order, preview and unread, and which channels must be fetched.
import { describe, expect, it } from 'vitest';
import type { Event } from 'stream-chat';
import { channelListActionOf } from '../../../src/chat/channelList/channelListEvents.js';
import { channelListReducer, initialChannelList } from '../../../src/chat/channelList/channelListReducer.js';
import type { ChannelListAction, ChannelListState, ListMessage } from '../../../src/chat/channelList/channelListReducer.js';
import { countsUnread, isNewRow, rowAvatarId, rowTitle } from '../../../src/chat/channelList/channelRow.js';
import type { ChannelRow } from '../../../src/chat/channelList/channelRow.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

const ME = 'bob';

function row(id: string, unread = 0, extra: Partial<ChannelRow> = {}): ChannelRow {
  return {
    cid: `${CHANNEL_TYPE}:${id}`, type: CHANNEL_TYPE, id, unread,
    members: [{ id: ME, name: 'Bob Poster' }, { id: 'alice', name: 'Alice Candidate' }],
    lastMessage: { id: `${id}-m0`, text: 'earlier', userId: 'alice', deleted: false, attachments: 0, poll: false, createdAt: '2026-01-01T00:00:00.000Z' },
    ...extra,
  };
}

function message(id: string, from: string, extra: Partial<ListMessage> = {}): ListMessage {
  return { id, text: `text of ${id}`, user: { id: from }, created_at: '2026-02-01T10:00:00.000Z', ...extra };
}

/** A ready list of a, b, c (a on top) with the given unread counts. */
function listOf(unread: [number, number, number] = [0, 0, 0]): ChannelListState {
  return channelListReducer(initialChannelList(ME), { type: 'loaded', rows: [row('a', unread[0]), row('b', unread[1]), row('c', unread[2])], hasMore: false, append: false });
}

const run = (state: ChannelListState, ...actions: ChannelListAction[]) => actions.reduce(channelListReducer, state);
const order = (state: ChannelListState) => state.rows.map((r) => r.id).join(',');
const unreads = (state: ChannelListState) => state.rows.map((r) => r.unread).join(',');

describe('channelListReducer', () => {
  it.each<[string, ChannelListAction, string, string]>([
    ['message.new from someone else moves up and counts', { type: 'message.new', cid: `${CHANNEL_TYPE}:c`, message: message('m1', 'alice') }, 'c,a,b', '1,0,0'],
    ['message.new of my own moves up, no unread', { type: 'message.new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', ME) }, 'b,a,c', '0,0,0'],
    ['notification.message_new of a listed channel moves up and counts', { type: 'notification.message_new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', 'alice') }, 'b,a,c', '1,0,0'],
    ['a thread-only reply changes nothing', { type: 'message.new', cid: `${CHANNEL_TYPE}:c`, message: message('m1', 'alice', { parent_id: 'p' }) }, 'a,b,c', '0,0,0'],
    ['a reply also sent to the channel counts', { type: 'message.new', cid: `${CHANNEL_TYPE}:c`, message: message('m1', 'alice', { parent_id: 'p', show_in_channel: true }) }, 'c,a,b', '1,0,0'],
    ['notification.added_to_channel of a listed channel moves it up', { type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:b` }, 'b,a,c', '0,0,0'],
    ['channel.deleted removes', { type: 'channel.deleted', cid: `${CHANNEL_TYPE}:b` }, 'a,c', '0,0'],
    ['channel.hidden removes', { type: 'channel.hidden', cid: `${CHANNEL_TYPE}:a` }, 'b,c', '0,0'],
    ['notification.removed_from_channel removes', { type: 'notification.removed_from_channel', cid: `${CHANNEL_TYPE}:c` }, 'a,b', '0,0'],
    ['channel.visible of a listed channel changes nothing', { type: 'channel.visible', cid: `${CHANNEL_TYPE}:b` }, 'a,b,c', '0,0,0'],
    ['an event for another channel changes nothing', { type: 'message.read', cid: `${CHANNEL_TYPE}:zz`, userId: ME }, 'a,b,c', '0,0,0'],
  ])('%s', (_name, action, expectedOrder, expectedUnread) => {
    const next = run(listOf(), action);
    expect(order(next)).toBe(expectedOrder);
    expect(unreads(next)).toBe(expectedUnread);
    expect(next.pending).toEqual([]);
  });

  it.each<[string, ChannelListAction, string]>([
    ['message.read by me clears that channel', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: ME }, '2,0,4'],
    ['message.read by someone else changes nothing', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: 'alice' }, '2,3,4'],
    ['notification.mark_read of one channel clears it', { type: 'notification.mark_read', cid: `${CHANNEL_TYPE}:c` }, '2,3,0'],
    ['notification.mark_read without a channel clears all', { type: 'notification.mark_read' }, '0,0,0'],
    ['notification.mark_unread sets the count it carries', { type: 'notification.mark_unread', cid: `${CHANNEL_TYPE}:a`, unread: 7 }, '7,3,4'],
    ['channel.truncated clears unread', { type: 'channel.truncated', cid: `${CHANNEL_TYPE}:a` }, '0,3,4'],
  ])('%s', (_name, action, expectedUnread) => {
    expect(unreads(run(listOf([2, 3, 4]), action))).toBe(expectedUnread);
  });

  it('the new message becomes the preview', () => {
    const next = run(listOf(), { type: 'message.new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', 'alice', { attachments: [{ type: 'file', title: 'cv.pdf' }] }) });
    expect(next.rows[0]?.lastMessage).toEqual({ id: 'm1', text: 'text of m1', userId: 'alice', deleted: false, attachments: 1, poll: false, createdAt: '2026-02-01T10:00:00.000Z', files: [{ kind: 'file', name: 'cv.pdf' }] });
    expect(next.rows[0]?.readByOthers).toBe(false);
  });

  it('an edit or delete of the last message updates the preview; of an older one, not', () => {
    const edited = run(listOf(), { type: 'message.updated', cid: `${CHANNEL_TYPE}:a`, message: message('a-m0', 'alice', { text: 'fixed' }) });
    expect(edited.rows[0]?.lastMessage?.text).toBe('fixed');
    const deleted = run(listOf(), { type: 'message.deleted', cid: `${CHANNEL_TYPE}:a`, message: message('a-m0', 'alice') });
    expect(deleted.rows[0]?.lastMessage?.deleted).toBe(true);
    const older = run(listOf(), { type: 'message.updated', cid: `${CHANNEL_TYPE}:a`, message: message('older', 'alice', { text: 'fixed' }) });
    expect(older.rows[0]?.lastMessage?.text).toBe('earlier');
  });

  it('channel.truncated keeps only the message it carries as preview', () => {
    expect(run(listOf(), { type: 'channel.truncated', cid: `${CHANNEL_TYPE}:a` }).rows[0]?.lastMessage).toBeUndefined();
    expect(run(listOf(), { type: 'channel.truncated', cid: `${CHANNEL_TYPE}:a`, message: message('sys', 'alice') }).rows[0]?.lastMessage?.id).toBe('sys');
  });

  it('channel.updated renames (and a removed name falls back to the members)', () => {
    const named = run(listOf(), { type: 'channel.updated', cid: `${CHANNEL_TYPE}:b`, name: 'Dark mode' });
    expect(rowTitle(named.rows[1]!, ME)).toBe('Dark mode');
    const unnamed = run(named, { type: 'channel.updated', cid: `${CHANNEL_TYPE}:b` });
    expect(rowTitle(unnamed.rows[1]!, ME)).toBe('Alice Candidate');
  });

  it.each<[string, ChannelListAction, boolean | undefined]>([
    ['message.read by someone else marks the latest message read', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: 'alice' }, true],
    ['message.read by me does not', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: ME }, undefined],
  ])('%s', (_name, action, expected) => {
    expect(run(listOf(), action).rows[1]?.readByOthers).toBe(expected);
  });

  it.each<[string, ChannelListAction, true | undefined]>([
    ['my own message makes the channel visited (never "new" again)', { type: 'message.new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', ME) }, true],
    ["someone else's message does not", { type: 'message.new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', 'alice') }, undefined],
    ['message.read by me does', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: ME }, true],
    ['message.read by someone else does not', { type: 'message.read', cid: `${CHANNEL_TYPE}:b`, userId: 'alice' }, undefined],
    ['notification.mark_read of the channel does', { type: 'notification.mark_read', cid: `${CHANNEL_TYPE}:b` }, true],
  ])('visited: %s', (_name, action, expected) => {
    const next = run(listOf(), action);
    expect(next.rows.find((r) => r.id === 'b')?.visited).toBe(expected);
  });

  it.each<[string, Partial<ChannelRow>, boolean, boolean]>([
    ['never opened here, never visited', {}, false, true],
    ['opened in this browser', {}, true, false],
    ['visited per the provider, not opened in this browser', { visited: true }, false, false],
  ])('isNewRow: %s', (_name, extra, seen, expected) => {
    expect(isNewRow(row('x', 0, extra), seen)).toBe(expected);
  });

  it.each<[string, Partial<ChannelRow>, string]>([
    ['a DM takes the other member\'s id', {}, 'alice'],
    ['a group takes the channel\'s', { members: [{ id: ME }, { id: 'alice' }, { id: 'carl' }] }, `${CHANNEL_TYPE}:x`],
  ])('rowAvatarId: %s', (_name, extra, expected) => {
    expect(rowAvatarId(row('x', 0, extra), ME)).toBe(expected);
  });

  it('pinned sets and clears the pin; channel.updated takes the archive flag and drops it again', () => {
    const pinned = run(listOf(), { type: 'pinned', cid: `${CHANNEL_TYPE}:b`, pinnedAt: '2026-03-01T00:00:00Z' });
    expect(pinned.rows[1]?.pinnedAt).toBe('2026-03-01T00:00:00Z');
    expect(run(pinned, { type: 'pinned', cid: `${CHANNEL_TYPE}:b`, pinnedAt: undefined }).rows[1]).not.toHaveProperty('pinnedAt');
    const archived = run(listOf(), { type: 'channel.updated', cid: `${CHANNEL_TYPE}:c`, archived: true, kind: 'bounty' });
    expect(archived.rows[2]).toMatchObject({ archived: true, kind: 'bounty' });
    expect(run(archived, { type: 'channel.updated', cid: `${CHANNEL_TYPE}:c`, kind: 'bounty' }).rows[2]).not.toHaveProperty('archived');
  });

  it('user.updated renames that member in every channel', () => {
    const next = run(listOf(), { type: 'user.updated', user: { id: 'alice', name: 'Alice C.' } });
    expect(next.rows.map((r) => rowTitle(r, ME))).toEqual(['Alice C.', 'Alice C.', 'Alice C.']);
  });

  describe('a channel without read events (no read-events capability)', () => {
    const quiet = () => channelListReducer(initialChannelList(ME), { type: 'loaded', rows: [row('a', 0, { readEvents: false }), row('b', 2), row('c')], hasMore: false, append: false });

    it.each<[string, ChannelListAction, string, string]>([
      ['message.new from someone else moves it up but counts nothing', { type: 'message.new', cid: `${CHANNEL_TYPE}:a`, message: message('m1', 'alice') }, 'a,b,c', '0,2,0'],
      ['notification.message_new counts nothing', { type: 'notification.message_new', cid: `${CHANNEL_TYPE}:a`, message: message('m1', 'alice') }, 'a,b,c', '0,2,0'],
      ['notification.mark_unread changes nothing', { type: 'notification.mark_unread', cid: `${CHANNEL_TYPE}:a`, unread: 4 }, 'a,b,c', '0,2,0'],
      ['a channel that keeps counting still counts', { type: 'message.new', cid: `${CHANNEL_TYPE}:c`, message: message('m1', 'alice') }, 'c,a,b', '1,0,2'],
    ])('%s', (_name, action, expectedOrder, expectedUnread) => {
      const next = run(quiet(), action);
      expect(order(next)).toBe(expectedOrder);
      expect(unreads(next)).toBe(expectedUnread);
    });

    it.each<[string, ChannelListAction]>([
      ['channel.updated with read events off in its config', { type: 'channel.updated', cid: `${CHANNEL_TYPE}:b`, readEvents: false }],
      ['capabilities.changed without read-events', { type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:b`, readEvents: false }],
    ])('%s: its unread goes away and later messages are not counted', (_name, action) => {
      const next = run(quiet(), action, { type: 'message.new', cid: `${CHANNEL_TYPE}:b`, message: message('m1', 'alice') });
      expect(next.rows[0]).toMatchObject({ id: 'b', unread: 0, readEvents: false });
    });

    it('read events on again: the next message counts', () => {
      const next = run(quiet(), { type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:a`, readEvents: true }, { type: 'message.new', cid: `${CHANNEL_TYPE}:a`, message: message('m1', 'alice') });
      expect(next.rows[0]).not.toHaveProperty('readEvents');
      expect(unreads(next)).toBe('1,2,0');
    });

    it.each<[readonly string[] | undefined, boolean]>([
      [['read-events', 'send-message'], true],
      [['send-message'], false],
      [[], false],
      [undefined, true],
    ])('countsUnread(%o) is %s', (capabilities, expected) => {
      expect(countsUnread(capabilities)).toBe(expected);
    });
  });

  describe('a channel the list does not hold', () => {
    it.each<ChannelListAction>([
      { type: 'message.new', cid: `${CHANNEL_TYPE}:new`, message: message('m1', 'alice') },
      { type: 'notification.message_new', cid: `${CHANNEL_TYPE}:new`, message: message('m1', 'alice') },
      { type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:new` },
      { type: 'channel.visible', cid: `${CHANNEL_TYPE}:new` },
    ])('$type asks for a fetch, once, and leaves the rows alone', (action) => {
      const next = run(listOf(), action, action);
      expect(next.pending).toEqual([`${CHANNEL_TYPE}:new`]);
      expect(order(next)).toBe('a,b,c');
    });

    it('once fetched it shows first, with the unread count the fetch brought', () => {
      const next = run(listOf(),
        { type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:new` },
        { type: 'notification.message_new', cid: `${CHANNEL_TYPE}:new`, message: message('m1', 'alice') },
        { type: 'fetched', row: row('new', 1) });
      expect(order(next)).toBe('new,a,b,c');
      expect(unreads(next)).toBe('1,0,0,0');
      expect(next.pending).toEqual([]);
      // Later messages count on top of it.
      expect(unreads(run(next, { type: 'message.new', cid: `${CHANNEL_TYPE}:new`, message: message('m2', 'alice') }))).toBe('2,0,0,0');
    });

    it('removed while being fetched, it stays out', () => {
      const next = run(listOf(),
        { type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:new` },
        { type: 'notification.removed_from_channel', cid: `${CHANNEL_TYPE}:new` },
        { type: 'fetched', row: row('new', 1) });
      expect(order(next)).toBe('a,b,c');
      expect(next.pending).toEqual([]);
    });

    it('a failed fetch is dropped (the next event asks again)', () => {
      const failed = run(listOf(), { type: 'channel.visible', cid: `${CHANNEL_TYPE}:new` }, { type: 'fetch-failed', cid: `${CHANNEL_TYPE}:new` });
      expect(failed.pending).toEqual([]);
      expect(run(failed, { type: 'channel.visible', cid: `${CHANNEL_TYPE}:new` }).pending).toEqual([`${CHANNEL_TYPE}:new`]);
    });

    it('a page that brings it ends the wait', () => {
      const next = run(listOf(), { type: 'channel.visible', cid: `${CHANNEL_TYPE}:d` },
        { type: 'loaded', rows: [row('d')], hasMore: false, append: true });
      expect(order(next)).toBe('a,b,c,d');
      expect(next.pending).toEqual([]);
    });
  });

  describe('paging', () => {
    it('starts loading, then is ready with the first page', () => {
      expect(initialChannelList(ME).status).toBe('loading');
      expect(listOf().status).toBe('ready');
    });

    it('load more appends, skipping channels already shown (they moved up meanwhile)', () => {
      const more = run(listOf(), { type: 'loading-more' });
      expect(more.loadingMore).toBe(true);
      const next = run(more, { type: 'loaded', rows: [row('c'), row('d')], hasMore: true, append: true });
      expect(order(next)).toBe('a,b,c,d');
      expect(next.loadingMore).toBe(false);
      expect(next.hasMore).toBe(true);
    });

    it('a reloaded first page replaces the rows', () => {
      expect(order(run(listOf(), { type: 'loaded', rows: [row('d'), row('a')], hasMore: false, append: false }))).toBe('d,a');
    });

    it('a failed first page is an error; a failed next page keeps the list', () => {
      expect(run(initialChannelList(ME), { type: 'failed' }).status).toBe('error');
      const next = run(listOf(), { type: 'loading-more' }, { type: 'failed' });
      expect(next.status).toBe('ready');
      expect(next.loadingMore).toBe(false);
    });
  });
});

describe('hiding a channel', () => {
  // The provider's channel.hidden event came first; a message then showed the channel again and its fetch is on the
  // way when the hide's own answer arrives (slow, on a busy machine): the message wins.
  it('a late answer to my hide does not drop the fetch of a message that came after it', () => {
    const cid = `${CHANNEL_TYPE}:b`;
    const pending = run(listOf(), { type: 'channel.hidden', cid }, { type: 'message.new', cid, message: message('m1', 'alice') }, { type: 'hid', cid });
    expect(order(pending)).toBe('a,c');
    expect(pending.pending).toEqual([cid]);
    expect(order(run(pending, { type: 'fetched', row: row('b', 1) }))).toBe('b,a,c');
  });

  it('the answer removes the row when the event has not come yet', () => {
    expect(order(run(listOf(), { type: 'hid', cid: `${CHANNEL_TYPE}:b` }))).toBe('a,c');
  });
});

describe('channelListActionOf', () => {
  const msg = { id: 'm1', text: 'hi', type: 'regular' as const, user: { id: 'alice' } };
  const channel = { cid: `${CHANNEL_TYPE}:x`, id: 'x', type: CHANNEL_TYPE, disabled: false, frozen: false, name: 'X', members: [{ user: { id: 'alice', name: 'Alice' } }, {}] };
  it.each<[Event, ChannelListAction | undefined]>([
    [{ type: 'message.new', cid: `${CHANNEL_TYPE}:x`, message: msg } as Event, { type: 'message.new', cid: `${CHANNEL_TYPE}:x`, message: msg } as ChannelListAction],
    [{ type: 'notification.message_new', channel, message: msg } as Event, { type: 'notification.message_new', cid: `${CHANNEL_TYPE}:x`, message: msg } as ChannelListAction],
    [{ type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:x` }, { type: 'notification.added_to_channel', cid: `${CHANNEL_TYPE}:x` }],
    [{ type: 'channel.hidden', cid: `${CHANNEL_TYPE}:x` }, { type: 'channel.hidden', cid: `${CHANNEL_TYPE}:x` }],
    [{ type: 'channel.updated', cid: `${CHANNEL_TYPE}:x`, channel } as Event, { type: 'channel.updated', cid: `${CHANNEL_TYPE}:x`, name: 'X', members: [{ id: 'alice', name: 'Alice' }] }],
    [{ type: 'message.read', cid: `${CHANNEL_TYPE}:x`, user: { id: 'bob' } }, { type: 'message.read', cid: `${CHANNEL_TYPE}:x`, userId: 'bob' }],
    [{ type: 'notification.mark_read' }, { type: 'notification.mark_read' }],
    [{ type: 'notification.mark_unread', cid: `${CHANNEL_TYPE}:x`, unread_messages: 3 }, { type: 'notification.mark_unread', cid: `${CHANNEL_TYPE}:x`, unread: 3 }],
    [{ type: 'channel.truncated', cid: `${CHANNEL_TYPE}:x` }, { type: 'channel.truncated', cid: `${CHANNEL_TYPE}:x` }],
    [{ type: 'channel.updated', cid: `${CHANNEL_TYPE}:x`, channel: { ...channel, members: [], config: { read_events: false, reminders: false, created_at: '', updated_at: '' } } } as Event, { type: 'channel.updated', cid: `${CHANNEL_TYPE}:x`, name: 'X', members: [], readEvents: false }],
    [{ type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:x`, own_capabilities: ['send-message'] }, { type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:x`, readEvents: false }],
    [{ type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:x`, own_capabilities: ['read-events', 'send-message'] }, { type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:x`, readEvents: true }],
    [{ type: 'capabilities.changed', cid: `${CHANNEL_TYPE}:x` }, undefined],
    [{ type: 'user.updated', user: { id: 'alice', name: 'A', image: 'https://x/a.png' } }, { type: 'user.updated', user: { id: 'alice', name: 'A', image: 'https://x/a.png' } }],
    [{ type: 'message.new', cid: `${CHANNEL_TYPE}:x` }, undefined],
    [{ type: 'typing.start', cid: `${CHANNEL_TYPE}:x` }, undefined],
    [{ type: 'health.check' }, undefined],
  ])('%o → %o', (event, expected) => {
    expect(channelListActionOf(event)).toEqual(expected);
  });
});
