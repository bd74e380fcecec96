/**
 * "Notify me on this device": the switch's state, kept per user in the browser's storage, and the notifier it
 * starts. Small on purpose: it ships with the widget; the notifier itself loads only once the switch is on.
 */
import type { KeyValueStorage } from '../../chat/seenChannels.js';
import type { NoticePorts } from './noticePorts.js';

/** What turning notifications on came to. */
export type EnableOutcome = 'on' | 'denied' | 'unsupported';

/** The device's notification setting. */
export interface DeviceNotices {
  /** Whether the switch is on: turned on here and still permitted by the browser. */
  enabled(): boolean;
  /** Turns it on: asks the browser's permission unless granted already, then starts the notifier. */
  enable(): Promise<EnableOutcome>;
  /** Turns it off: nothing more is shown. */
  disable(): void;
  /** Stops the notifier (the widget is destroyed); the stored setting stays. */
  stop(): void;
}

/** What the setting needs. */
export interface DeviceNoticeOptions {
  userId: string;
  storage: () => KeyValueStorage | null;
  ports: NoticePorts;
  /** Starts showing notifications (loads the notifier); resolves with its stop. */
  start(): Promise<() => void>;
}

const ON = 'on';

/** The browser-storage key of "Notify me on this device", per user. */
export const deviceNoticeKey = (userId: string): string => `bountychat:device-notices:${userId}`;

/** Reads the setting and, when it is on, starts the notifier at once. */
export function createDeviceNotices(options: DeviceNoticeOptions): DeviceNotices {
  const key = deviceNoticeKey(options.userId);
  const storage = (): KeyValueStorage | null => { try { return options.storage(); } catch { return null; } };
  const stored = (): boolean => { try { return storage()?.getItem(key) === ON; } catch { return false; } };
  const store = (on: boolean): void => { try { storage()?.setItem(key, on ? ON : ''); } catch { /* not kept: on for this page only */ } };
  let running: Promise<() => void> | null = null;
  let on = stored() && options.ports.permission() === 'granted';

  const start = (): void => {
    running ??= options.start().catch(() => { running = null; return () => undefined; });
  };
  const halt = (): void => {
    void running?.then((stopNotifier) => stopNotifier());
    running = null;
  };
  if (on) start();

  return {
    enabled: () => on,
    async enable() {
      const current = options.ports.permission();
      // The browser's prompt, and only now: the person has just asked for notifications.
      const permission = current === 'default' ? await options.ports.requestPermission() : current;
      if (permission !== 'granted') return permission === 'unsupported' ? 'unsupported' : 'denied';
      on = true;
      store(true);
      start();
      return 'on';
    },
    disable() {
      on = false;
      store(false);
      halt();
    },
    stop: halt,
  };
}
