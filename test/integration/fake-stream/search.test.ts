// Message search as the provider does it: whole words of the stored text or message filters, only in the
// caller's channels matching the channel filter; relevance order by default, any sort with the next/previous
// cursors (which keep it), offset only without sort or next; a search without a channel filter is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

describe('message search', () => {
  it('finds messages by words in the caller\'s channels only, replies included', async () => {
    const { alice, a, aliceChannel, bobChannel } = await twoMembers(provider);
    const word = provider.id('zebra').replace(/-/g, '');
    const { message: parent } = await aliceChannel.sendMessage({ text: `the ${word} invoice is due` });
    await bobChannel.sendMessage({ text: `paid the ${word.toUpperCase()} invoice`, parent_id: parent.id });
    await aliceChannel.sendMessage({ text: 'unrelated' });
    const outsider = await provider.connect(provider.id('outsider'));
    const elsewhere = outsider.channel('messaging', await provider.newChannel('other', outsider.userID!, [outsider.userID!]));
    await elsewhere.watch();
    await elsewhere.sendMessage({ text: `my own ${word} invoice` });

    const { results } = await a.search({ members: { $in: [alice] } }, `${word} invoice`);
    expect(results.map((result) => result.message.text).sort()).toEqual([`paid the ${word.toUpperCase()} invoice`, `the ${word} invoice is due`]);
    const channelSearch = await aliceChannel.search(word);
    expect(channelSearch.results).toHaveLength(2);
  });

  it('filters by message fields and pages with limit and next, the cursor keeping the sort', async () => {
    const { alice, bob, a, aliceChannel, bobChannel } = await twoMembers(provider);
    for (const n of [1, 2, 3]) await aliceChannel.sendMessage({ text: `alice says ${n}` });
    await bobChannel.sendMessage({ text: 'bob says hi' });
    const byAlice = await a.search({ cid: aliceChannel.cid }, { 'user.id': alice }, { limit: 2, sort: [{ created_at: -1 }] });
    expect(byAlice.results.map((result) => result.message.text)).toEqual(['alice says 3', 'alice says 2']);
    expect(byAlice.next).toEqual(expect.any(String));
    expect(byAlice.previous).toBeUndefined();
    // No sort sent with the cursor: the first page's order goes on.
    const rest = await a.search({ cid: aliceChannel.cid }, { 'user.id': alice }, { limit: 2, next: byAlice.next! });
    expect(rest.results.map((result) => result.message.text)).toEqual(['alice says 1']);
    expect(rest.next).toBeUndefined();
    const back = await a.search({ cid: aliceChannel.cid }, { 'user.id': alice }, { limit: 2, next: rest.previous! });
    expect(back.results.map((result) => result.message.text)).toEqual(['alice says 3', 'alice says 2']);
    const byBob = await a.search({ cid: aliceChannel.cid }, { user_id: { $eq: bob } });
    expect(byBob.results.map((result) => result.message.text)).toEqual(['bob says hi']);
  });

  it('matches whole words, not parts of words, and ranks by how often they occur', async () => {
    const { a, aliceChannel } = await twoMembers(provider);
    await aliceChannel.sendMessage({ text: 'please repay me' });
    await aliceChannel.sendMessage({ text: 'Pay day! pay, pay.' });
    await aliceChannel.sendMessage({ text: 'I will pay' });
    const found = await a.search({ cid: aliceChannel.cid }, 'pay');
    expect(found.results.map((result) => result.message.text)).toEqual(['Pay day! pay, pay.', 'I will pay']);
    const prefix = await a.search({ cid: aliceChannel.cid }, { text: { $autocomplete: 'rep' } });
    expect(prefix.results.map((result) => result.message.text)).toEqual(['please repay me']);
  });

  it('refuses offset with sort or next, and a cursor it did not make', async () => {
    const { a, aliceChannel } = await twoMembers(provider);
    await aliceChannel.sendMessage({ text: 'one' });
    expect(await errorOf(a.search({ cid: aliceChannel.cid }, 'one', { offset: 1, sort: [{ created_at: -1 }] }))).toMatchObject({ status: 400, code: 4 });
    expect(await errorOf(a.search({ cid: aliceChannel.cid }, 'one', { next: 'not-a-cursor' }))).toMatchObject({ status: 400, code: 4 });
    expect((await a.search({ cid: aliceChannel.cid }, 'one', { offset: 0, limit: 1 })).results).toHaveLength(1);
  });

  it('never finds the messages of a conversation the caller is not in, whatever the channel filter names', async () => {
    const { a } = await twoMembers(provider);
    const bob = provider.id('bob');
    const carol = provider.id('carol');
    const b = await provider.connect(bob);
    await provider.connect(carol);
    const theirs = await provider.newChannel('dm', bob, [bob, carol]);
    const channel = b.channel('messaging', theirs);
    await channel.watch();
    await channel.sendMessage({ text: 'our private salary talk' });
    expect((await a.search({ cid: `messaging:${theirs}` }, 'salary')).results).toEqual([]);
    expect((await a.search({ type: 'messaging' }, 'salary')).results).toEqual([]);
    expect((await a.search({ members: { $in: [bob] } }, 'salary')).results).toEqual([]);
    expect((await b.search({ members: { $in: [bob] } }, 'salary')).results).toHaveLength(1);
  });

  it('leaves deleted messages out', async () => {
    const { a, aliceChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: 'secret plan' });
    await a.deleteMessage(message.id);
    expect((await aliceChannel.search('secret')).results).toEqual([]);
  });

  it('refuses a search without a channel filter (HTTP 400, code 4)', async () => {
    const { a } = await twoMembers(provider);
    expect(await errorOf(a.search({}, 'anything'))).toMatchObject({ status: 400, code: 4 });
  });
});
