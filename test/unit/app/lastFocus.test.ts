// Only the user's last-focused tab sends e-mails: tabs share a localStorage record of who was focused last.
import { describe, expect, it } from 'vitest';
import { lastFocusKey, trackLastFocus } from '../../../src/app/email/lastFocus.js';
import type { FocusStorage, FocusWindow } from '../../../src/app/email/lastFocus.js';

/** One origin's localStorage, shared by every tab in a test. */
function sharedStorage(): FocusStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** A tab's window: real EventTargets, focus and visibility set by the test. */
function tab(focused = false) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible', hasFocus: () => focused });
  const view = Object.assign(win, { document: doc }) as unknown as FocusWindow;
  return {
    view,
    focus: () => win.dispatchEvent(new Event('focus')),
    show: () => { doc.visibilityState = 'visible'; doc.dispatchEvent(new Event('visibilitychange')); },
    hide: () => { doc.visibilityState = 'hidden'; doc.dispatchEvent(new Event('visibilitychange')); },
    leave: () => win.dispatchEvent(new Event('pagehide')),
  };
}

describe('trackLastFocus', () => {
  it('a single tab that never got focus may send (nothing stored)', () => {
    const storage = sharedStorage();
    const only = trackLastFocus({ userId: 'alice', storage, window: tab().view, tabId: 'a' });
    expect(only.isLastFocused()).toBe(true);
  });

  it('of two tabs only the one focused last may send, and focus moves with the user', () => {
    const storage = sharedStorage();
    const [one, two] = [tab(), tab()];
    const a = trackLastFocus({ userId: 'alice', storage, window: one.view, tabId: 'a', now: () => 5 });
    const b = trackLastFocus({ userId: 'alice', storage, window: two.view, tabId: 'b' });
    one.focus();
    expect([a.isLastFocused(), b.isLastFocused()]).toEqual([true, false]);
    expect(JSON.parse(storage.data.get(lastFocusKey('alice'))!)).toEqual({ tabId: 'a', at: 5 });
    two.focus();
    expect([a.isLastFocused(), b.isLastFocused()]).toEqual([false, true]);
    one.hide();
    expect(b.isLastFocused()).toBe(true);
    one.show();
    expect([a.isLastFocused(), b.isLastFocused()]).toEqual([true, false]);
  });

  it('a tab focused when it starts claims at once', () => {
    const storage = sharedStorage();
    const a = trackLastFocus({ userId: 'alice', storage, window: tab().view, tabId: 'a' });
    trackLastFocus({ userId: 'alice', storage, window: tab().view, tabId: 'b' });
    expect(a.isLastFocused()).toBe(true);
    const c = trackLastFocus({ userId: 'alice', storage, window: tab(true).view, tabId: 'c' });
    expect([a.isLastFocused(), c.isLastFocused()]).toEqual([false, true]);
  });

  it('users are independent: another user\'s focus does not silence this one', () => {
    const storage = sharedStorage();
    const alice = trackLastFocus({ userId: 'alice', storage, window: tab(true).view, tabId: 'a' });
    const bob = trackLastFocus({ userId: 'bob', storage, window: tab(true).view, tabId: 'b' });
    expect([alice.isLastFocused(), bob.isLastFocused()]).toEqual([true, true]);
  });

  it('closing or destroying the focused tab hands sending back to the others; destroy stops listening', () => {
    const storage = sharedStorage();
    const [one, two] = [tab(), tab()];
    const a = trackLastFocus({ userId: 'alice', storage, window: one.view, tabId: 'a' });
    const b = trackLastFocus({ userId: 'alice', storage, window: two.view, tabId: 'b' });
    one.focus();
    one.leave();
    expect(b.isLastFocused()).toBe(true);
    one.focus();
    a.destroy();
    expect(b.isLastFocused()).toBe(true);
    one.focus();
    expect(storage.data.size).toBe(0);
    // Destroying a tab that does not hold the claim leaves the claim alone.
    two.focus();
    trackLastFocus({ userId: 'alice', storage, window: tab().view, tabId: 'c' }).destroy();
    expect(b.isLastFocused()).toBe(true);
  });

  it('unusable storage (missing, throwing, or garbage) lets every tab send rather than none', () => {
    const throwing: FocusStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(trackLastFocus({ userId: 'alice', storage: throwing, window: tab(true).view }).isLastFocused()).toBe(true);
    expect(trackLastFocus({ userId: 'alice', storage: null, window: tab(true).view }).isLastFocused()).toBe(true);
    const storage = sharedStorage();
    storage.setItem(lastFocusKey('alice'), '{not json');
    expect(trackLastFocus({ userId: 'alice', storage, window: tab().view }).isLastFocused()).toBe(true);
  });
});
