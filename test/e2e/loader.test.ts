// The loader on real host pages in Chromium. The pages point data-api-host at the static server, where no product
// service answers, so init reports an `error` event, which is exactly what these tests need to observe the relay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET, hostPage } from './helpers/pages.js';
import type { Placement } from './helpers/pages.js';
import { startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import type { StaticServer } from './helpers/staticServer.js';

const TOKEN = "tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' })";
let env: HostEnvironment;
let server: StaticServer;

beforeAll(async () => {
  env = await startHostEnvironment();
  server = env.server;
});
afterAll(async () => { await env?.close(); });

const open = (name: string, html: string) => env.openPage(name, html);
const count = (path: string) => server.requests.filter((p) => p == path).length;

describe('the queue snippet', () => {
  it.each<Placement>(['async', 'defer', 'head'])('replays calls made before the %s script arrived, in order', async (placement) => {
    const page = await open(`queue-${placement}.html`, hostPage(placement, `
      BountyChat('on', 'error', (e) => log.push('first:' + e.code));
      // A bad call throws at once when the loader is already there, and is reported without
      // stopping the replay when it was queued.
      try { BountyChat('openDM', {}); } catch { log.push('thrown'); }
      BountyChat('init', { ${TOKEN} });
      BountyChat('on', 'error', (e) => log.push('second:' + e.code));`, server.url));
    await page.waitForFunction(() => (window as unknown as { log: string[] }).log.filter((l) => l != 'thrown').length == 2);
    // The service at data-api-host answered 404 (there is none): proof that the tag's apiHost was used.
    const log = await page.evaluate(() => (window as unknown as { log: string[] }).log);
    expect(log.filter((entry) => entry != 'thrown')).toEqual(['first:http_404', 'second:http_404']);
    expect(log.includes('thrown')).toBe(placement == 'head');
    expect(await page.evaluate(() => window.BountyChat?.loaded)).toBe(true);
    expect(await page.locator('bounty-chat').count()).toBe(1);
    await page.close();
  });
});

describe('the ESM entry and the script tag on one page', () => {
  it('whichever runs first, the queued init uses the tag\'s data-api-host', async () => {
    // Module and deferred scripts run in document order, so the ESM copy installs window.BountyChat and
    // replays the queue before the tag's copy runs.
    const page = await open('esm-first.html', `<!doctype html><html><head><title>host</title>
<script>${SNIPPET}
window.log = [];
BountyChat('on', 'error', (e) => log.push(e.code));
BountyChat('init', { ${TOKEN} });</script>
<script type="module">import '/dist/bounty-chat.mjs';</script>
<script defer src="/dist/bounty-chat.js" data-api-host="${server.url}"></script>
</head><body><h1>Job board</h1></body></html>`);
    await page.waitForFunction(() => (window as unknown as { log: string[] }).log.length == 1);
    // 404 from the static server at data-api-host: the tag's apiHost was used, not dropped.
    expect(await page.evaluate(() => (window as unknown as { log: string[] }).log)).toEqual(['http_404']);
    expect(await page.locator('bounty-chat').count()).toBe(1);
    await page.close();
  });
});

describe('the command surface', () => {
  it.each([
    ['init()', 'options'],
    ['init({})', 'options.tokenProvider'],
    ["init({ tokenProvider: () => null, theme: { colorScheme: 'pink' } })", 'options.theme.colorScheme'],
    ["init({ tokenProvider: () => null, container: 'div' })", 'options.container'],
    ["openBounty('', {})", 'bountyId'],
    ["openBounty('b1', { ticket: 'sealed' })", 'details.ticket'],
    ["openDM({ userId: 'a', bountyId: 'b' })", 'target.candidateId'],
    ["on('opened', () => {})", 'event'],
    ["on('open', 'nope')", 'handler'],
  ])('BountyChat.%s throws a TypeError naming %s', async (call, name) => {
    const page = await open('surface.html', hostPage('head', '', server.url));
    const error = await page.evaluate((source) => {
      try { new Function(`BountyChat.${source}`)(); return null; } catch (e) { return { type: (e as Error).name, message: (e as Error).message }; }
    }, call);
    expect(error?.type).toBe('TypeError');
    expect(error?.message).toContain(`${name} must be`);
    await page.close();
  });

  it('exposes every member of the host API', async () => {
    const page = await open('members.html', hostPage('head', '', server.url));
    const members = await page.evaluate(() => ['init', 'open', 'close', 'toggle', 'openBounty', 'openDM', 'on', 'destroy']
      .filter((name) => typeof (window.BountyChat as unknown as Record<string, unknown>)[name] == 'function'));
    expect(members).toHaveLength(8);
    await page.close();
  });

  it('init twice loads the app once, asks the service once and returns the same promise', async () => {
    const before = { app: count('/dist/app/index.js'), user: count('/api/stream-chat/get-or-create-user') };
    const page = await open('twice.html', hostPage('defer', '', server.url));
    const same = await page.evaluate(async (token) => {
      const options = { tokenProvider: new Function(`return (${token.slice('tokenProvider: '.length)})`)() };
      const first = window.BountyChat!.init(options);
      const second = window.BountyChat!.init(options);
      await first.catch(() => undefined);
      return first === second;
    }, TOKEN);
    expect(same).toBe(true);
    expect(await page.locator('bounty-chat').count()).toBe(1);
    expect(count('/dist/app/index.js') - before.app).toBe(1);
    expect(count('/api/stream-chat/get-or-create-user') - before.user).toBe(1);
    await page.close();
  });

  it('relays events to on() handlers until unsubscribed, and as bountychat:<event> on window', async () => {
    const page = await open('events.html', hostPage('async', `
      window.addEventListener('bountychat:error', (e) => log.push('window:' + e.detail.code));`, server.url));
    await page.waitForFunction(() => window.BountyChat?.loaded);
    const log = await page.evaluate(async () => {
      const calls: string[] = (window as unknown as { log: string[] }).log;
      const windowEvents = (n: number) => new Promise<void>((resolve) => {
        const check = () => (calls.filter((c) => c.startsWith('window:')).length >= n ? resolve() : setTimeout(check, 10));
        check();
      });
      const off = window.BountyChat!.on('error', (e) => calls.push('handler:' + e.code));
      await window.BountyChat!.init({ tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) }).catch(() => undefined);
      await windowEvents(1);
      off();
      await window.BountyChat!.destroy();
      await window.BountyChat!.init({ tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) }).catch(() => undefined);
      // The window event of the second error is dispatched with the handlers: once it is here, an unsubscribed
      // handler that still listened would have been called too.
      await windowEvents(2);
      return calls;
    });
    expect(log).toEqual(['handler:http_404', 'window:http_404', 'window:http_404']);
    await page.close();
  });

  it('destroy removes every node it added, and init works again afterwards', async () => {
    const page = await open('destroy.html', hostPage('async', '', server.url));
    await page.waitForFunction(() => window.BountyChat?.loaded);
    const snapshot = () => page.evaluate(() => document.documentElement.outerHTML);
    const before = await snapshot();
    const after = await page.evaluate(async () => {
      await window.BountyChat!.init({ tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) }).catch(() => undefined);
      const mounted = document.querySelectorAll('bounty-chat').length;
      await window.BountyChat!.destroy();
      return { mounted, left: document.querySelectorAll('bounty-chat').length };
    });
    expect(after).toEqual({ mounted: 1, left: 0 });
    expect(await snapshot()).toBe(before);
    await page.evaluate(() => window.BountyChat!.init({ tokenProvider: () => Promise.resolve({ token: 't', iv: 'i' }) }).catch(() => undefined));
    expect(await page.locator('bounty-chat').count()).toBe(1);
    await page.close();
  });
});
