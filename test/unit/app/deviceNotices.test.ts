// "Notify me on this device": nothing is asked of the browser until the person turns it on; a refusal leaves it
// off; the choice is kept per user, and the notifier runs only while it is on.
import { describe, expect, it } from 'vitest';
import { createDeviceNotices, deviceNoticeKey } from '../../../src/app/notify/deviceNotices.js';
import type { NoticePermission, NoticePorts } from '../../../src/app/notify/noticePorts.js';

/** Ports whose permission prompt answers `answer`; records prompts. */
function ports(permission: NoticePermission, answer: NoticePermission = 'granted') {
  const asked: number[] = [];
  const port: NoticePorts = {
    permission: () => permission,
    async requestPermission() { asked.push(1); permission = answer; return answer; },
    show: () => undefined,
    hidden: () => true,
    focus: () => undefined,
  };
  return { port, asked };
}

function setup(permission: NoticePermission, answer?: NoticePermission, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  const { port, asked } = ports(permission, answer);
  const runs = { started: 0, stopped: 0 };
  const notices = createDeviceNotices({
    userId: 'alice', ports: port,
    storage: () => ({ getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => { storage.set(key, value); } }),
    start: async () => { runs.started++; return () => { runs.stopped++; }; },
  });
  return { notices, storage, asked, runs };
}

describe('device notices', () => {
  it('asks nothing and starts nothing while off', () => {
    const { notices, asked, runs } = setup('default');
    expect(notices.enabled()).toBe(false);
    expect(asked).toEqual([]);
    expect(runs.started).toBe(0);
  });

  it.each<[NoticePermission, NoticePermission, string, number]>([
    ['default', 'granted', 'on', 1],
    ['default', 'denied', 'denied', 1],
    ['granted', 'granted', 'on', 0],
    ['denied', 'denied', 'denied', 0],
    ['unsupported', 'unsupported', 'unsupported', 0],
  ])('turned on with permission %s (prompt answers %s) → %s, %i prompt(s)', async (permission, answer, outcome, prompts) => {
    const { notices, asked, runs, storage } = setup(permission, answer);
    expect(await notices.enable()).toBe(outcome);
    expect(asked.length).toBe(prompts);
    expect(notices.enabled()).toBe(outcome === 'on');
    expect(runs.started).toBe(outcome === 'on' ? 1 : 0);
    expect(storage.get(deviceNoticeKey('alice')) === 'on').toBe(outcome === 'on');
  });

  it('says on only once the notifier runs: a message arriving right after is not missed while its code loads', async () => {
    let loaded = (): void => undefined;
    const running: string[] = [];
    const notices = createDeviceNotices({
      userId: 'alice', ports: ports('granted').port, storage: () => null,
      start: () => new Promise((resolve) => { loaded = () => { running.push('notifier'); resolve(() => undefined); }; }),
    });
    let outcome: string | undefined;
    const enabling = notices.enable().then((value) => { outcome = value; });
    await Promise.resolve();
    await Promise.resolve();
    expect(outcome).toBeUndefined();
    loaded();
    await enabling;
    expect([outcome, running]).toEqual(['on', ['notifier']]);
  });

  it('starts at once when it was left on and is still permitted, and stops when turned off', async () => {
    const { notices, runs, storage } = setup('granted', 'granted', { [deviceNoticeKey('alice')]: 'on' });
    expect(notices.enabled()).toBe(true);
    expect(runs.started).toBe(1);
    notices.disable();
    await Promise.resolve();
    await Promise.resolve();
    expect(runs.stopped).toBe(1);
    expect(notices.enabled()).toBe(false);
    expect(storage.get(deviceNoticeKey('alice'))).toBe('');
  });

  it('stays off when left on but the browser no longer permits it', () => {
    const { notices, runs } = setup('denied', 'denied', { [deviceNoticeKey('alice')]: 'on' });
    expect(notices.enabled()).toBe(false);
    expect(runs.started).toBe(0);
  });
});
