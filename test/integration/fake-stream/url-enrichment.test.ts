// Link cards as the provider makes them: a message's first link becomes a card from the page's Open Graph tags
// (the SDK's enrichURL gives the same card to a composer), fetched only from loopback or allowed hosts, never
// through a redirect, within a short time; the card holds plain text and an http(s) image only.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { errorOf, startProvider } from '../helpers/provider';
import { twoMembers } from '../helpers/two-members';

let provider: Provider;
let pages: Server;
let origin: string;
let port: number;

const JOB_PAGE = `<!doctype html><html><head><title>fallback</title>
<meta property="og:title" content="Fix the checkout &lt;script&gt;alert(1)&lt;/script&gt;">
<meta property="og:description" content="A $400 bounty">
<meta property="og:site_name" content="Jobs &amp; More">
<meta property="og:image" content="/logo.png">
</head><body>job</body></html>`;

beforeAll(async () => {
  provider = await startProvider();
  pages = createServer((request, response) => {
    if (request.url === '/job') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(JOB_PAGE);
    else if (request.url === '/script-image') response.writeHead(200, { 'content-type': 'text/html' }).end('<meta property="og:title" content="T"><meta property="og:image" content="javascript:alert(1)">');
    else if (request.url === '/moved') response.writeHead(302, { location: '/job' }).end();
    else if (request.url === '/slow') return; // never answers
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  port = (pages.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  pages.closeAllConnections();
  pages.close();
  await provider.close();
});

describe('link cards', () => {
  it('turns the first link of a sent message into a card from the page\'s tags, as text, with an http image', async () => {
    const { aliceChannel, bobChannel } = await twoMembers(provider);
    const { message } = await aliceChannel.sendMessage({ text: `see ${origin}/job and ${origin}/script-image` });
    const card = {
      og_scrape_url: `${origin}/job`, title_link: `${origin}/job`, title: 'Fix the checkout <script>alert(1)</script>',
      text: 'A $400 bounty', author_name: 'Jobs & More', image_url: `${origin}/logo.png`, thumb_url: `${origin}/logo.png`,
    };
    expect(message.attachments).toEqual([card]);
    const { messages } = await bobChannel.query({ messages: { limit: 5 } });
    expect(messages.at(-1)?.attachments).toEqual([card]);
    const script = await aliceChannel.sendMessage({ text: `${origin}/script-image` });
    expect(script.message.attachments).toEqual([{ og_scrape_url: `${origin}/script-image`, title_link: `${origin}/script-image`, title: 'T' }]);
  });

  it('makes no card past a redirect, from a page that does not answer in time, off the allow-list, or when asked not to', async () => {
    const { aliceChannel } = await twoMembers(provider);
    const started = Date.now();
    const slow = await aliceChannel.sendMessage({ text: `${origin}/slow` });
    expect(slow.message.attachments ?? []).toEqual([]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await aliceChannel.sendMessage({ text: `${origin}/moved` })).message.attachments ?? []).toEqual([]);
    expect((await aliceChannel.sendMessage({ text: 'https://example.com/job' })).message.attachments ?? []).toEqual([]);
    expect((await aliceChannel.sendMessage({ text: `${origin}/job` }, { skip_enrich_url: true })).message.attachments ?? []).toEqual([]);
  });

  it('keeps the composer\'s own card instead of making another', async () => {
    const { a, aliceChannel } = await twoMembers(provider);
    const preview = await a.enrichURL(`http://pages.localhost:${port}/job`);
    expect(preview).toMatchObject({ og_scrape_url: `http://pages.localhost:${port}/job`, title: 'Fix the checkout <script>alert(1)</script>' });
    const { message } = await aliceChannel.sendMessage({ text: `${origin}/job`, attachments: [{ og_scrape_url: `${origin}/job`, title: 'mine' }] });
    expect(message.attachments).toEqual([{ og_scrape_url: `${origin}/job`, title: 'mine' }]);
    expect(await errorOf(a.enrichURL('https://example.com/'))).toMatchObject({ status: 400, code: 4 });
  });
});
