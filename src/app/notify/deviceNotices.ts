/**
 * "Notify me on this device": the switch's state, kept per user in the browser's storage, and the notifier it
 * starts. Loaded when the switch was left on, or when the settings view opens; the notifier itself loads only
 * once the switch is on.
 */
import type { StreamChat } from 'stream-chat';
import type { KeyValueStorage } from '../../chat/seenChannels.js';
import { deviceNoticeKey } from './deviceNoticeKey.js';
import { browserNoticePorts } from './noticePorts.js';
import type { NoticePorts } from './noticePorts.js';
import { loadConversationTexts } from '../i18n/conversationTexts.js';
import { englishNoticeWords, noticeTexts } from '../../chat/desktopNotice.js';

export { deviceNoticeKey };

/** What turning notifications on came to. */
export type EnableOutcome = 'on' | 'denied' | 'unsupported';

/** The device's notification setting. */
export interface DeviceNotices {
  /** Whether the switch is on: turned on here and still permitted by the browser. */
  enabled(): boolean;
  /** Turns it on: asks the browser's permission unless granted already, then starts the notifier and resolves once it runs. */
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

/** Reads the setting and, when it is on, starts the notifier at once. */
export function createDeviceNotices(options: DeviceNoticeOptions): DeviceNotices {
  const key = deviceNoticeKey(options.userId);
  const storage = (): KeyValueStorage | null => { try { return options.storage(); } catch { return null; } };
  const stored = (): boolean => { try { return storage()?.getItem(key) === ON; } catch { return false; } };
  const store = (on: boolean): void => { try { storage()?.setItem(key, on ? ON : ''); } catch { /* not kept: on for this page only */ } };
  let running: Promise<() => void> | null = null;
  let on = stored() && options.ports.permission() === 'granted';

  const start = (): Promise<() => void> => {
    running ??= options.start().catch(() => { running = null; return () => undefined; });
    return running;
  };
  const halt = (): void => {
    void running?.then((stopNotifier) => stopNotifier());
    running = null;
  };
  if (on) void start();

  return {
    enabled: () => on,
    async enable() {
      const current = options.ports.permission();
      // The browser's prompt, and only now: the person has just asked for notifications.
      const permission = current === 'default' ? await options.ports.requestPermission() : current;
      if (permission !== 'granted') return permission === 'unsupported' ? 'unsupported' : 'denied';
      on = true;
      store(true);
      // The switch shows on once the notifier runs (its code loads now): a message that comes right after is shown.
      await start();
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

/** What the widget gives the setting in a page. */
export interface PageNoticeOptions {
  client: StreamChat;
  userId: string;
  storage: () => KeyValueStorage | null;
  /** Opens a conversation in the widget (a click on its notification). */
  open(ref: { channelType: string; channelId: string }): void;
  /** Whether the widget was destroyed meanwhile (then nothing starts). */
  destroyed(): boolean;
  /** The widget's locale and the host's `texts`, for a notification's own words. */
  locale?: string | undefined;
  texts?: Record<string, string> | undefined;
}

/** The setting in this page: the browser's Notification API and visibility, the notifier loaded on first need. */
export function createPageNotices(options: PageNoticeOptions): DeviceNotices {
  const ports = browserNoticePorts(window);
  return createDeviceNotices({
    userId: options.userId, storage: options.storage, ports,
    start: () => Promise.all([import('./startDesktopNotices.js'), loadConversationTexts(options.locale, options.texts, englishNoticeWords())])
      .then(([{ startDesktopNotices }, texts]) => options.destroyed()
        ? () => undefined
        : startDesktopNotices({ client: options.client, userId: options.userId, ports, open: options.open, texts: noticeTexts(texts) })),
  });
}
