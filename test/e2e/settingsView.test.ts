// The settings view (from the list's header) and opt-in desktop notifications: the view opens and closes like the
// panel's other layers; the e-mail switch shows the stored preference and saves a change at once; "Notify me on
// this device" asks the browser only when turned on; then a DM message while the tab is hidden shows one
// notification per conversation, never for the user's own messages, and a click opens that conversation.
// Notifications are captured by wrapping window.Notification in the host page (the widget's code runs unchanged);
// the tab's visibility is the page's document.visibilityState, overridden there too.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { HostUser } from './helpers/backend.js';
import { hostEvents, makePair, openDirectMessage, startHostEnvironment } from './helpers/widgetHost.js';
import type { HostEnvironment } from './helpers/widgetHost.js';
import { CHANNEL_TYPE } from '../../src/contract/ids.js';
import { providerAdmin } from './support/providerAdmin.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const EMAIL = "E-mail me about messages while I'm away";
const DEVICE = 'Notify me on this device';

/** Records notifications, permission prompts and window.focus; `window.hiddenTab` makes the tab hidden. */
const RECORDER = `<script>
window.notices = []; window.permissionAsks = 0; window.focusCalls = 0; window.hiddenTab = false;
const RealNotification = window.Notification;
class RecordedNotification extends RealNotification {
  constructor(title, options) { super(title, options); window.notices.push({ title, body: options.body, tag: options.tag, notice: this }); }
  static get permission() { return RealNotification.permission; }
  static requestPermission() { window.permissionAsks++; return RealNotification.requestPermission(); }
}
window.Notification = RecordedNotification;
const realFocus = window.focus.bind(window);
window.focus = () => { window.focusCalls++; realFocus(); };
Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (window.hiddenTab ? 'hidden' : 'visible') });
</script>`;

interface Recorded { title: string; body: string; tag: string }
interface RecordingWindow { notices: Array<Recorded & { notice: Notification }>; permissionAsks: number; focusCalls: number; hiddenTab: boolean }
const recorded = (page: Page) => page.evaluate(() => {
  const w = window as unknown as RecordingWindow;
  return { notices: w.notices.map(({ title, body, tag }) => ({ title, body, tag })), asks: w.permissionAsks, focusCalls: w.focusCalls };
});

let env: HostEnvironment;
beforeAll(async () => { env = await startHostEnvironment(); });
afterAll(async () => { await env?.close(); });

const emailSwitch = (page: Page) => page.getByRole('switch', { name: EMAIL });
const deviceSwitch = (page: Page) => page.getByRole('switch', { name: DEVICE });
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Settings', exact: true });
/** Whether `selector` holds the focus inside the widget's shadow root. */
const focused = (page: Page, selector: string) => page.locator(selector).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

describe('the settings view', () => {
  let page: Page;
  let candidate: HostUser;

  beforeAll(async () => {
    ({ candidate } = makePair());
    // The user turned e-mail off earlier (say, from an e-mail's unsubscribe link): the product service says so.
    await preferences(candidate, { emailNotifications: 'none' });
    page = await env.openHost(candidate, 'settings.html', { head: RECORDER });
    page.setDefaultTimeout(10_000);
  });

  it('opens from the list header, closes with Escape and Back, keeps the focus, and passes axe', async () => {
    await page.locator('.bc-launcher').click();
    await settingsButton(page).click();
    await emailSwitch(page).waitFor();
    expect(await page.locator('.bc-bar-title').textContent()).toBe('Settings');
    expect(await focused(page, '.bc-settings')).toBe(true);
    await page.addScriptTag({ path: axePath });
    expect(await seriousFindings(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.locator('.str-chat__channel-list').waitFor();
    expect(await page.locator('.bc-panel').isVisible()).toBe(true);
    await expect.poll(() => focused(page, '.bc-settings-button')).toBe(true);
    expect(await page.locator('.bc-bar-title').textContent()).toBe('Messages');

    // By keyboard: Enter on the focused button opens it again; the title bar's Back returns.
    await page.keyboard.press('Enter');
    await emailSwitch(page).waitFor();
    await page.locator('.bc-back').click();
    await page.locator('.str-chat__channel-list').waitFor();
    await expect.poll(() => focused(page, '.bc-settings-button')).toBe(true);
  });

  it('the e-mail switch shows the stored value and saves a change at once; a failed save puts it back and says so', async () => {
    await settingsButton(page).click();
    await expect.poll(() => emailSwitch(page).isEnabled()).toBe(true);
    expect(await emailSwitch(page).isChecked()).toBe(false);

    const saved = page.waitForRequest(/set-preferences/);
    await emailSwitch(page).click();
    const request = await saved;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ emailNotifications: 'all' });
    await expect.poll(async () => (await preferences(candidate)).emailNotifications).toBe('all');
    expect(await emailSwitch(page).isChecked()).toBe(true);

    // The next save fails on the way (the service cannot be reached): the switch goes back and says so.
    await page.route(/\/api\/stream-chat\/set-preferences\?/, (route: Route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback()), { times: 1 });
    await emailSwitch(page).click();
    await page.getByRole('alert').filter({ hasText: 'Your e-mail setting could not be saved. Try again.' }).waitFor();
    expect(await emailSwitch(page).isChecked()).toBe(true);
    expect((await preferences(candidate)).emailNotifications).toBe('all');
  });

  it('"Notify me on this device" asks the browser only when turned on; refused, it goes back off and says why', async () => {
    expect((await recorded(page)).asks).toBe(0);
    expect(await deviceSwitch(page).isChecked()).toBe(false);
    await deviceSwitch(page).click();
    await page.getByRole('alert').filter({ hasText: 'Your browser blocks notifications from this site.' }).waitFor();
    expect(await deviceSwitch(page).isChecked()).toBe(false);
    expect((await recorded(page)).asks).toBe(1);
  });
});

describe('a bounced address', () => {
  it('the settings view says e-mail to her bounced; the button turns it back on at the service', async () => {
    const { candidate } = makePair();
    await preferences(candidate, { emailNotifications: 'all' });
    expect(env.backend.markBouncing(candidate)).toBe(true);
    expect(await preferences(candidate)).toEqual({ emailNotifications: 'all', emailBouncing: true });
    const page = await env.openHost(candidate, 'bounced.html');
    page.setDefaultTimeout(10_000);
    await page.locator('.bc-launcher').click();
    await settingsButton(page).click();
    const notice = page.getByRole('status').filter({ hasText: 'E-mail to you bounced; turn it back on.' });
    await notice.waitFor();
    await page.addScriptTag({ path: axePath });
    expect(await seriousFindings(page)).toEqual([]);

    const cleared = page.waitForRequest(/clear-email-bounce/);
    await notice.getByRole('button', { name: 'Turn e-mail back on' }).click();
    expect((await cleared).method()).toBe('POST');
    await notice.waitFor({ state: 'detached' });
    expect(await preferences(candidate)).toEqual({ emailNotifications: 'all' });
    expect(await emailSwitch(page).isChecked()).toBe(true);
    await page.close();
  }, 60_000);
});

describe('desktop notifications', () => {
  it('show nothing while off; once on, a DM message in a hidden tab notifies, the next replaces it, the user\'s own none; a click opens the DM', async () => {
    const { candidate, poster } = makePair();
    const page = await env.openHost(candidate, 'notices.html', { head: RECORDER }, { permissions: ['notifications'] });
    page.setDefaultTimeout(10_000);
    await openDirectMessage(page, { userId: poster.sub, bountyId: 'bounty-notices', candidateId: candidate.sub });
    // Bob has used the chat (the provider knows his name), but not on this page.
    await providerAdmin(env.backend).upsertUser({ id: poster.sub, name: poster.name });
    await page.evaluate(() => { window.BountyChat!.open(); });
    await settingsButton(page).waitFor();
    await page.evaluate(() => { (window as unknown as RecordingWindow).hiddenTab = true; });

    await sendAs(page, poster, 'Sent while notifications are off');
    expect(await recorded(page)).toEqual({ notices: [], asks: 0, focusCalls: 0 });

    await page.evaluate(() => { (window as unknown as RecordingWindow).hiddenTab = false; });
    await settingsButton(page).click();
    await deviceSwitch(page).click();
    await expect.poll(() => deviceSwitch(page).isChecked()).toBe(true);
    // On, and no longer busy: notifications run (their code has loaded).
    await expect.poll(() => deviceSwitch(page).getAttribute('aria-busy')).toBe(null);
    await page.evaluate(() => { (window as unknown as RecordingWindow).hiddenTab = true; });

    await sendAs(page, poster, 'Are you free on Monday?');
    await expect.poll(async () => (await recorded(page)).notices.length).toBe(1);
    const [first] = (await recorded(page)).notices;
    expect(first).toMatchObject({ title: poster.name, body: 'Are you free on Monday?' });
    expect(first!.tag).toMatch(new RegExp(`^${CHANNEL_TYPE}:dm-`));
    await sendAs(page, poster, 'Or Tuesday?');
    await expect.poll(async () => (await recorded(page)).notices.length).toBe(2);
    expect((await recorded(page)).notices[1]).toEqual({ title: poster.name, body: 'Or Tuesday?', tag: first!.tag });
    // The user's own message (sent from another device): no notification.
    await sendAs(page, candidate, 'Monday works for me');
    expect((await recorded(page)).notices.length).toBe(2);
    expect((await recorded(page)).asks).toBe(0);

    await page.evaluate(() => { (window as unknown as RecordingWindow).notices.at(-1)!.notice.dispatchEvent(new Event('click')); });
    await page.getByTestId('message-input').waitFor();
    await page.locator('.str-chat__message-list').getByText('Or Tuesday?').waitFor();
    expect(await page.locator('.bc-bar-title').textContent()).toBe(poster.name);
    expect((await recorded(page)).focusCalls).toBe(1);
    await page.close();
  }, 60_000);
});

/** `user` sends `text` in the DM through the provider; resolves once the page's widget has seen it (its host `message` event). */
async function sendAs(page: Page, user: HostUser, text: string): Promise<void> {
  const [channel] = await providerAdmin(env.backend).queryChannels({ members: { $in: [user.sub] } });
  await channel!.sendMessage({ text, user_id: user.sub });
  await expect.poll(async () => (await hostEvents(page)).some(([name, detail]) => name == 'message' && (detail as { text?: string }).text == text)).toBe(true);
}

/** The user's e-mail preference at the product service (get-preferences), or set it first (set-preferences). */
async function preferences(user: HostUser, set?: { emailNotifications: 'all' | 'none' }): Promise<{ emailNotifications: string; emailBouncing?: true }> {
  const { token, iv } = env.backend.mintToken(user);
  const name = set ? 'set-preferences' : 'get-preferences';
  const response = await fetch(`${env.backend.apiHost}/api/stream-chat/${name}?t=${Date.now()}`, {
    method: set ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-auth-token': token, 'x-auth-iv': iv },
    ...(set && { body: JSON.stringify(set) }),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { emailNotifications: string; emailBouncing?: true };
}

/** Serious and critical axe findings inside the widget (axe walks into the open shadow root). */
async function seriousFindings(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ passes: unknown[]; violations: Array<{ id: string; impact: string }> }> } }).axe;
    const result = await axe.run({ include: { fromShadowDom: ['bounty-chat', '.bc-root'] } });
    if (result.passes.length == 0) throw new Error('axe checked nothing inside the widget');
    return result.violations.filter((v) => v.impact == 'serious' || v.impact == 'critical').map((v) => v.id);
  });
}
