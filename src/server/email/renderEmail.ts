import type { DigestItem, EmailDigest } from './emailRequest';
import { boundedItems, conversationLink, DEFAULT_RENDER_OPTIONS, timeSpan } from './renderOptions';
import type { RenderOptions } from './renderOptions';

export type { RenderOptions } from './renderOptions';

/**
 * A rendered e-mail: subject, plain-text and HTML parts, the display name of its sender, and extra headers
 * (a record other features add to, e.g. List-Unsubscribe).
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** "Ada via BountyChat" when one person wrote everything in it, else the product's name. */
  fromName: string;
  headers: Record<string, string>;
}

/** Escapes text for HTML so that message content can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The messages of one channel within a digest. */
interface ChannelSection {
  channelId: string;
  where: string;
  items: DigestItem[];
}

/**
 * Renders one digest as one e-mail: the messages grouped by channel, each channel named (with a link to it on
 * the host's site when configured), any "started a private chat" notices, and when it was written, in the
 * configured zone. A digest lists at most `maxItems` messages and `maxBytes` of text and counts the rest.
 * Every text is escaped in the HTML part; there is no image and no tracking of any kind.
 */
export function renderEmail(digest: EmailDigest, options: RenderOptions = DEFAULT_RENDER_OPTIONS): RenderedEmail {
  const product = options.productName;
  const messages = digest.items.filter((item) => item.kind === 'message');
  const noticeSenders = unique(digest.items.filter((item) => item.kind === 'private-chat').map((item) => item.senderName));
  const allSections = channelSections(messages);
  const { listed, more } = boundedItems(messages, options);
  const sections = channelSections(listed, allSections.length > 1);
  const single = allSections.length === 1;
  const notice = noticeSenders.length > 0 ? `${noticeSenders.join(', ')} started a private chat with you` : null;

  const count = messages.length;
  const first = messages[0];
  const subject =
    count === 0
      ? (notice ?? product)
      : count === 1 && first
        ? `New message from ${first.senderName} in ${allSections[0]!.where}`
        : single
          ? `${count} new messages in ${allSections[0]!.where}`
          : `${count} new messages in ${allSections.length} conversations`;
  const summary =
    count === 0
      ? null
      : `You have ${count === 1 ? 'a new message' : `${count} new messages`} in ${single ? allSections[0]!.where : `${allSections.length} conversations`}, sent ${timeSpan(messages, options.timeZone)}:`;

  const textParts = [`Hello ${digest.recipientName},`];
  const htmlParts = [`<p>Hello ${escapeHtml(digest.recipientName)},</p>`];
  if (notice) {
    textParts.push(`${notice} on ${product}.`);
    htmlParts.push(`<p>${escapeHtml(notice)} on ${escapeHtml(product)}.</p>`);
  }
  if (summary) {
    textParts.push(summary);
    htmlParts.push(`<p>${escapeHtml(summary)}</p>`);
    for (const section of sections) {
      const link = conversationLink(section.channelId, options);
      const lines = section.items.map((item) => `${item.senderName}: ${item.text}`).join('\n\n');
      textParts.push(`${single ? '' : `In ${section.where}:\n\n`}${lines}${link ? `\n\nOpen the conversation: ${link}` : ''}`);
      const listItems = section.items
        .map((item) => `<li><strong>${escapeHtml(item.senderName)}</strong>: <span style="white-space:pre-wrap">${escapeHtml(item.text)}</span></li>`)
        .join('');
      const anchor = link ? `<p><a href="${escapeHtml(link)}">Open the conversation</a></p>` : '';
      htmlParts.push(`${single ? '' : `<h3>In ${escapeHtml(section.where)}</h3>`}<ul>${listItems}</ul>${anchor}`);
    }
    if (more > 0) {
      const rest = `… and ${more} more message${more === 1 ? '' : 's'}.`;
      textParts.push(rest);
      htmlParts.push(`<p>${escapeHtml(rest)}</p>`);
    }
  }
  textParts.push('Sign in to reply.');
  htmlParts.push('<p>Sign in to reply.</p>');
  const senders = unique(digest.items.map((item) => item.senderName));
  return {
    subject,
    text: `${textParts.join('\n\n')}\n`,
    html: htmlParts.join(''),
    // eslint-disable-next-line no-control-regex
    fromName: (senders.length === 1 ? `${senders[0]} via ${product}` : product).replace(/[\u0000-\u001f\u007f]+/g, ' '),
    headers: {},
  };
}

/** The messages grouped by channel, channels in the order their first message arrived. */
function channelSections(messages: DigestItem[], several?: boolean): ChannelSection[] {
  const byChannel = new Map<string, DigestItem[]>();
  for (const item of messages) byChannel.set(item.channelId, [...(byChannel.get(item.channelId) ?? []), item]);
  const sections = [...byChannel.values()];
  return sections.map((items) => ({ channelId: items[0]!.channelId, where: channelName(items, several ?? sections.length > 1), items }));
}

/** "a direct message" (with whom, when the digest holds several channels), or the bounty channel's title. */
function channelName(items: DigestItem[], several: boolean): string {
  const first = items[0]!;
  if (!first.isDM) return first.channelTitle;
  return several ? `a direct message with ${unique(items.map((item) => item.senderName)).join(', ')}` : 'a direct message';
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
