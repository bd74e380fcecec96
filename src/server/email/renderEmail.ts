import type { DigestItem, EmailDigest } from './emailRequest';

/** A rendered e-mail: subject, plain-text part and HTML part. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML so that message content can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The messages of one channel within a digest. */
interface ChannelSection {
  where: string;
  items: DigestItem[];
}

/**
 * Renders one digest as one e-mail: the messages grouped by channel, each channel named, and any
 * "started a private chat" notices. A single channel reads as before digests: "3 new messages in X".
 */
export function renderEmail(digest: EmailDigest): RenderedEmail {
  const messages = digest.items.filter((item) => item.kind === 'message');
  const noticeSenders = unique(digest.items.filter((item) => item.kind === 'private-chat').map((item) => item.senderName));
  const sections = channelSections(messages);
  const single = sections.length === 1;
  const notice = noticeSenders.length > 0 ? `${noticeSenders.join(', ')} started a private chat with you` : null;

  const count = messages.length;
  const first = messages[0];
  const subject =
    count === 0
      ? (notice ?? 'BountyChat')
      : count === 1 && first
        ? `New message from ${first.senderName} in ${sections[0]!.where}`
        : single
          ? `${count} new messages in ${sections[0]!.where}`
          : `${count} new messages in ${sections.length} conversations`;
  const summary =
    count === 0
      ? null
      : `You have ${count === 1 ? 'a new message' : `${count} new messages`} in ${single ? sections[0]!.where : `${sections.length} conversations`}:`;

  const textParts = [`Hello ${digest.recipientName},`];
  const htmlParts = [`<p>Hello ${escapeHtml(digest.recipientName)},</p>`];
  if (notice) {
    textParts.push(`${notice} on BountyChat.`);
    htmlParts.push(`<p>${escapeHtml(notice)} on BountyChat.</p>`);
  }
  if (summary) {
    textParts.push(summary);
    htmlParts.push(`<p>${escapeHtml(summary)}</p>`);
    for (const section of sections) {
      const lines = section.items.map((item) => `${item.senderName}: ${item.text}`).join('\n\n');
      textParts.push(single ? lines : `In ${section.where}:\n\n${lines}`);
      const listItems = section.items
        .map((item) => `<li><strong>${escapeHtml(item.senderName)}</strong>: <span style="white-space:pre-wrap">${escapeHtml(item.text)}</span></li>`)
        .join('');
      htmlParts.push(`${single ? '' : `<h3>In ${escapeHtml(section.where)}</h3>`}<ul>${listItems}</ul>`);
    }
  }
  textParts.push('Sign in to reply.');
  htmlParts.push('<p>Sign in to reply.</p>');
  return { subject, text: `${textParts.join('\n\n')}\n`, html: htmlParts.join('') };
}

/** The messages grouped by channel, channels in the order their first message arrived. */
function channelSections(messages: DigestItem[]): ChannelSection[] {
  const byChannel = new Map<string, DigestItem[]>();
  for (const item of messages) byChannel.set(item.channelId, [...(byChannel.get(item.channelId) ?? []), item]);
  const sections = [...byChannel.values()];
  return sections.map((items) => ({ where: channelName(items, sections.length > 1), items }));
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
