// Whom not to write to: one-click unsubscribe (RFC 8058), the user's own setting, and the queue honouring both.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { manualClock } from '../../helpers/serverEngine';
import { call, emailAbout, freePort, makeUser, removeTemporaryFolders, sharedDm, startFakeStream, startService, startSmtp, testConfig } from './harness';
import type { FakeStream, TestSmtp, TestUser } from './harness';

const WINDOW = 60_000;
const clock = manualClock(Date.now());
let fake: FakeStream;
let mail: TestSmtp;
let service: RunningServer;

beforeAll(async () => {
  fake = await startFakeStream();
  mail = await startSmtp();
  const port = await freePort();
  const config = testConfig(fake, { smtpUrl: mail.url, emailWindowMs: WINDOW, publicUrl: `http://127.0.0.1:${port}` });
  service = await startService({ ...config, host: { ...config.host, unsubscribeMailto: 'unsubscribe@jobs.example.com' } }, { clock, backgroundDelivery: false, port });
});
afterAll(async () => {
  await service?.close();
  await mail?.close();
  await fake?.close();
  removeTemporaryFolders();
});

/** Ada writes to Bob in their DM and asks for Bob to be e-mailed; answers the service's answer. */
async function adaWrites(ada: TestUser, bob: TestUser, dm: string, text: string) {
  return (await call(service, 'send-message-email', ada, await emailAbout(fake, ada, bob, dm, text))).body;
}

/** Moves past the window and delivers; answers the e-mails that arrived. */
async function deliver(): Promise<ParsedMail[]> {
  const before = mail.received.length;
  clock.advance(WINDOW);
  await service.emails.runDue();
  return mail.received.slice(before);
}

function header(message: ParsedMail | undefined, name: string): string {
  return message?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ').replace(/^[^:]+:\s*/, '') ?? '';
}

async function preference(user: TestUser): Promise<unknown> {
  return (await call(service, 'get-preferences', user, undefined, { method: 'GET' })).body;
}

describe('unsubscribing', () => {
  it('puts List-Unsubscribe (a signed one-click URL and a mailto) on every chat e-mail; one click stops the next one', async () => {
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const dm = await sharedDm(service, ada, bob);
    await adaWrites(ada, bob, dm, 'first');
    const [first] = await deliver();
    expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [url, mailto] = header(first, 'list-unsubscribe').split(/,\s*/).map((target) => target.replace(/^<|>$/g, ''));
    expect(url).toMatch(new RegExp(`^${service.url}/unsubscribe\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    expect(mailto).toMatch(/^mailto:unsubscribe@jobs\.example\.com\?subject=unsubscribe%20/);

    // A GET (a link scanner, or the reader) shows one button and changes nothing.
    const page = await fetch(url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<form method="post">.*<button type="submit">Stop these e-mails<\/button>/);
    expect(await preference(bob)).toEqual({ emailNotifications: 'all' });

    // The mail provider's one-click POST (RFC 8058).
    const click = await fetch(url!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(click.status).toBe(200);
    expect(await preference(bob)).toEqual({ emailNotifications: 'none' });
    expect(await adaWrites(ada, bob, dm, 'second')).toEqual({ queued: false, reason: 'unsubscribed' });
    expect(await deliver()).toEqual([]);
  });

  it('refuses a tampered or forged token with a 400 page and changes nothing', async () => {
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const dm = await sharedDm(service, ada, bob);
    await adaWrites(ada, bob, dm, 'hello');
    const [sent] = await deliver();
    const url = new URL(header(sent, 'list-unsubscribe').split(/,\s*/)[0]!.replace(/^<|>$/g, ''));
    const [id, mac] = url.searchParams.get('token')!.split('.');
    const forAda = `${Buffer.from(ada.sub).toString('base64url')}.${mac}`;
    const flipped = `${id}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BA' : 'AA'}`;
    for (const token of [forAda, flipped, `${id}`, '']) {
      const answer = await fetch(`${service.url}/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain('This unsubscribe link is not valid');
    }
    expect(await preference(bob)).toEqual({ emailNotifications: 'all' });
    expect(await preference(ada)).toEqual({ emailNotifications: 'all' });
  });

  it('unsubscribes only on RFC 8058\'s List-Unsubscribe=One-Click (form or multipart, or the page\'s own button); any other POST is a 400 and changes nothing', async () => {
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const dm = await sharedDm(service, ada, bob);
    await adaWrites(ada, bob, dm, 'hello');
    const [sent] = await deliver();
    const url = header(sent, 'list-unsubscribe').split(/,\s*/)[0]!.replace(/^<|>$/g, '');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [headers, body] of [
      [{}, undefined],
      [form, ''],
      [form, 'List-Unsubscribe=Two-Clicks'],
      [form, 'unsubscribe=1'],
      [{ 'content-type': 'application/json' }, '{"List-Unsubscribe":"One-Click"}'],
      [form, `List-Unsubscribe=One-Click&${'x'.repeat(5000)}`],
    ] as const) {
      const answer = await fetch(url, { method: 'POST', headers, body });
      expect(answer.status, `body ${JSON.stringify(body)}`).toBe(400);
      expect(await answer.text()).toContain('This request did not ask to unsubscribe: a one-click unsubscribe posts <code>List-Unsubscribe=One-Click</code> (RFC 8058).');
      expect(await preference(bob)).toEqual({ emailNotifications: 'all' });
    }

    // RFC 8058's preferred encoding: multipart/form-data.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(url, { method: 'POST', body: multipart })).status).toBe(200);
    expect(await preference(bob)).toEqual({ emailNotifications: 'none' });

    // The page's own button: its form's fields, posted as a browser posts a form.
    await call(service, 'set-preferences', bob, { emailNotifications: 'all' });
    const page = await (await fetch(url)).text();
    const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]+)">/g)].map(([, name, value]) => [name!, value!]);
    expect(fields).not.toEqual([]);
    const button = await fetch(url, { method: 'POST', headers: form, body: new URLSearchParams(fields).toString() });
    expect(button.status).toBe(200);
    expect(await button.text()).toContain('You are unsubscribed');
    expect(await preference(bob)).toEqual({ emailNotifications: 'none' });
  });

  it('holds back an e-mail queued before the user turned e-mail off, and set-preferences back to all restores e-mail', async () => {
    const [ada, bob] = [makeUser('Ada'), makeUser('Bob')];
    const dm = await sharedDm(service, ada, bob);
    expect(await adaWrites(ada, bob, dm, 'queued before')).toEqual({ queued: true });
    expect((await call(service, 'set-preferences', bob, { emailNotifications: 'none' })).body).toEqual({ emailNotifications: 'none' });
    expect(await deliver()).toEqual([]);
    expect((await call(service, 'set-preferences', bob, { emailNotifications: 'all' })).body).toEqual({ emailNotifications: 'all' });
    expect(await preference(bob)).toEqual({ emailNotifications: 'all' });
    expect(await adaWrites(ada, bob, dm, 'after turning it on')).toEqual({ queued: true });
    const [sent] = await deliver();
    expect(sent?.text).toContain('Ada: after turning it on');
    expect(sent?.text).not.toContain('queued before');
  });

  it('validates set-preferences and keeps a user\'s choice when their token signs them in again', async () => {
    const carol = makeUser('Carol');
    expect((await call(service, 'set-preferences', carol, { emailNotifications: 'weekly' })).body.error).toMatchObject({
      code: 'invalid_body',
      message: 'Failed to save preferences',
      detail: 'emailNotifications must be "all" or "none"',
    });
    expect(await preference(carol)).toEqual({ emailNotifications: 'all' });
    await call(service, 'set-preferences', carol, { emailNotifications: 'none' });
    await call(service, 'get-or-create-user', carol);
    expect(await preference(carol)).toEqual({ emailNotifications: 'none' });
    expect((await call(service, 'get-preferences', null, undefined, { method: 'GET' })).status).toBe(401);
  });

  it('answers 404 on the host API when no host key is configured', async () => {
    const answer = await fetch(`${service.url}/api/host/v1/users/anyone`, { headers: { authorization: 'Bearer anything-at-all-anything-at-all-0000' } });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { detail: string } }).error.detail).toMatch(/BOUNTY_CHAT_HOST_API_KEY/);
  });
});
