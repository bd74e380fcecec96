/** "Notify me on this device": its code loads when the switch was left on, or with the settings view. */
import type { ChannelRef } from '../../contract/responses.js';
import type { ChatConnection } from '../client/connectChat.js';
import { deviceNoticeKey } from '../notify/deviceNoticeKey.js';
import type { DeviceNotices } from '../notify/deviceNotices.js';
import { pageStorage } from '../shell/pageStorage.js';

/** What the notices need from the widget. */
export interface DeviceNoticeParts {
  connection: Promise<ChatConnection>;
  /** The widget's locale and the host's `texts`: a notification's own words follow them. */
  locale: string | undefined;
  texts: Record<string, string> | undefined;
  destroyed(): boolean;
  /** Opens a conversation in the panel (a click on a notification). */
  open(chat: ChatConnection, ref: ChannelRef): void;
}

/** The notices, loaded or not. */
export interface DeviceNoticesOnDemand {
  /** Loads and creates them once (again after a failure). */
  get(): Promise<DeviceNotices>;
  /** Once connected: starts them if the switch was left on; returns what stops them. */
  start(chat: ChatConnection): () => void;
}

/** The notices' host; nothing loads until they are asked for. */
export function deviceNoticesOnDemand({ connection, locale, texts, destroyed, open }: DeviceNoticeParts): DeviceNoticesOnDemand {
  let device: Promise<DeviceNotices> | null = null;
  const get = (): Promise<DeviceNotices> => device ??= Promise.all([connection, import('../notify/deviceNotices.js')])
    .then(([chat, { createPageNotices }]) => createPageNotices({
      client: chat.client, userId: chat.userId, storage: pageStorage, destroyed, open: (ref) => open(chat, ref), locale, texts,
    }))
    .catch((error: unknown) => { device = null; throw error; });
  return {
    get,
    start(chat) {
      if (pageStorage()?.getItem(deviceNoticeKey(chat.userId)) === 'on') void get().catch(() => undefined);
      return () => { void device?.then((notices) => notices.stop()); };
    },
  };
}
