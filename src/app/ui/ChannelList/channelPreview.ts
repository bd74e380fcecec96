/** What a channel row shows, read from the SDK channel: title, avatar, last message preview and its time. */
import type { Channel, LocalMessage } from 'stream-chat';
import type { ListTexts } from './listTexts.js';

/** The channel's name, or the other members' names for a direct message. */
export function channelTitle(channel: Channel, userId: string): string {
  const name = (channel.data as { name?: string } | undefined)?.name;
  if (name) return name;
  const others = Object.values(channel.state.members).filter((m) => m.user?.id && m.user.id !== userId);
  return others.map((m) => m.user?.name || m.user?.id).join(', ') || 'Conversation';
}

/** The image to show: the channel's, else the other member's for a one-to-one channel. */
export function channelImage(channel: Channel, userId: string): string | undefined {
  const image = (channel.data as { image?: string } | undefined)?.image;
  if (image) return image;
  const others = Object.values(channel.state.members).filter((m) => m.user?.id !== userId);
  return others.length === 1 ? others[0]?.user?.image : undefined;
}

/** The latest message that is not a thread reply shown only in its thread. */
export function lastMessage(channel: Channel): LocalMessage | undefined {
  return channel.state.latestMessages.at(-1);
}

/** One line of preview text for `message`. */
export function previewText(message: LocalMessage | undefined, userId: string, texts: ListTexts): string {
  if (!message) return texts.nothingYet;
  if (message.type === 'deleted') return texts.deleted;
  const body = message.text?.trim() || (message.attachments?.length ? `📎 ${texts.attachment}` : message.poll_id ? `📊 ${texts.poll}` : '');
  return message.user?.id === userId ? `${texts.you}: ${body}` : body;
}

/** Initials for an avatar without image, as the kit computes them (first letters of the first and last word). */
export function initials(name: string): string {
  const words = Array.from(name.matchAll(/(\p{L})\p{L}*/gu));
  return `${words.at(0)?.[1] ?? ''}${words.length > 1 ? words.at(-1)?.[1] ?? '' : ''}`;
}

const DAY_MS = 86_400_000;

/** The row's timestamp: the time today, "yesterday", the weekday within a week, else the date. */
export function previewTime(date: Date | undefined, now: Date, locale: string): string {
  if (!date) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const at = date.getTime();
  if (at >= startOfToday) return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  if (at >= startOfToday - DAY_MS) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day');
  if (at >= startOfToday - 6 * DAY_MS) return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date);
  return new Intl.DateTimeFormat(locale).format(date);
}
