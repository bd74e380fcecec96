/**
 * The host's `texts`: the widget's own words by key, over our English (or the kit's translation). Our keys are
 * camelCase names (`title`, `empty`, …); any other key is one of the kit's, whose English text is its key.
 */
import { CONNECTION_NOTICE } from '../connectionNotice.js';

/** The frame's words (launcher, title bar, notice). */
export interface ShellTexts {
  title: string;
  panelLabel: string;
  openChat: string;
  openChatUnread: string;
  back: string;
  closeChat: string;
  members: string;
  members_one: string;
  online: string;
  /** A DM's header: the other person is online. */
  presenceOnline: string;
  /** A DM's header: when the other person was last active (`{{time}}`: "5 minutes ago"). */
  presenceActive: string;
  connectionLost: string;
  /** Under a conversation's title, how soon the other side answers (`{{count}}`: hours). */
  replyHintWithin: string;
  replyHintWithin_one: string;
  replyHintRarely: string;
}

/** English: the product's own wording. `{{count}}` is replaced by the number. */
export const englishShellTexts: ShellTexts = {
  title: 'Messages', panelLabel: 'Chat', openChat: 'Open chat', openChatUnread: 'Open chat, {{count}} unread', back: 'Back',
  closeChat: 'Close chat', members: '{{count}} members', members_one: '{{count}} member', online: '{{count}} online',
  presenceOnline: 'Online', presenceActive: 'Active {{time}}', connectionLost: CONNECTION_NOTICE,
  replyHintWithin: 'Usually replies within {{count}} hours', replyHintWithin_one: 'Usually replies within an hour', replyHintRarely: 'Replies rarely',
};

/** `base` with each of its keys the host gave a string for replaced (keys `base` lacks are ignored). */
export function overrideTexts<T extends object>(base: T, host: Record<string, string> | undefined): T {
  const texts = { ...base };
  for (const key of Object.keys(base) as Array<keyof T & string>) {
    const value = host && Object.hasOwn(host, key) ? host[key] : undefined;
    if (typeof value == 'string') (texts as Record<string, unknown>)[key] = value;
  }
  return texts;
}

/** `text` with `{{count}}` replaced by `count`. */
export function withCount(text: string, count: number): string {
  return text.replace(/{{\s*count\s*}}/g, String(count));
}
