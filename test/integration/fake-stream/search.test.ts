// Message search: by words or by message filters, only in the caller's channels matching the channel
// filter, with paging; a search without a channel filter is refused.
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

  it('filters by message fields and pages with limit and next', async () => {
    const { alice, bob, a, aliceChannel, bobChannel } = await twoMembers(provider);
    for (const n of [1, 2, 3]) await aliceChannel.sendMessage({ text: `alice says ${n}` });
    await bobChannel.sendMessage({ text: 'bob says hi' });
    const byAlice = await a.search({ cid: aliceChannel.cid }, { 'user.id': alice }, { limit: 2 });
    expect(byAlice.results.map((result) => result.message.text)).toEqual(['alice says 3', 'alice says 2']);
    expect(byAlice.next).toEqual(expect.any(String));
    const rest = await a.search({ cid: aliceChannel.cid }, { 'user.id': alice }, { limit: 2, next: byAlice.next! });
    expect(rest.results.map((result) => result.message.text)).toEqual(['alice says 1']);
    const byBob = await a.search({ cid: aliceChannel.cid }, { user_id: { $eq: bob } });
    expect(byBob.results.map((result) => result.message.text)).toEqual(['bob says hi']);
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
