import type { DigestItem, EmailDigest } from './emailRequest';
import { button, emailDocument, escapeHtml, messageBlock, paragraph, sectionHeading } from './emailLayout';
import { boundedItems, clockTime, conversationLink, DEFAULT_RENDER_OPTIONS, timeSpan } from './renderOptions';
import type { RenderOptions, TimeStyle } from './renderOptions';

export type { RenderOptions } from './renderOptions';
export { escapeHtml } from './emailLayout';

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

/** What is the recipient's own: her zone and language for times (the host's or her browser's), her unsubscribe link. */
export interface RecipientLook {
  timeZone?: string | null;
  locale?: string | null;
  unsubscribeUrl?: string | null;
}

/** The channel title a DM gets when its bounty's title is unknown: the subject then names the person alone. */
const UNTITLED_DM = 'a direct message';

/** Why the e-mail came, in its footer. */
export function whyYouGotThis(product: string): string {
  return `${product} e-mails you when someone writes to you in a conversation while you are away, at most once every few minutes.`;
}

/** The messages of one conversation within a digest. */
interface ChannelSection {
  channelId: string;
  bountyId: string | null;
  /** The bounty's title, or null for a DM whose bounty is unknown. */
  title: string | null;
  where: string;
  items: DigestItem[];
}

/**
 * Renders one digest as one e-mail: the subject names the person and the bounty ("Bob Poster about Fix the flaky
 * checkout test"), the messages are grouped by conversation with when each was written (in the recipient's zone
 * and language), a button opens the conversation on the host's site, and the footer says why the e-mail came,
 * with the e-mail settings and unsubscribe links. A digest lists at most `maxItems` messages and `maxBytes` of
 * text and counts the rest. The HTML part is a table layout with inline styles, every text escaped; the plain
 * part carries the same content. There is no image and no tracking of any kind.
 */
export function renderEmail(digest: EmailDigest, options: RenderOptions = DEFAULT_RENDER_OPTIONS, recipient: RecipientLook = {}): RenderedEmail {
  const product = options.productName;
  const style: TimeStyle = { timeZone: recipient.timeZone ?? options.timeZone, locale: recipient.locale ?? options.locale };
  const messages = digest.items.filter((item) => item.kind === 'message');
  const noticeSenders = unique(digest.items.filter((item) => item.kind === 'private-chat').map((item) => item.senderName));
  const allSections = channelSections(messages);
  const { listed, more } = boundedItems(messages, options);
  const sections = channelSections(listed, allSections.length > 1);
  const single = allSections.length === 1;
  const notice = noticeSenders.length > 0 ? `${noticeSenders.join(', ')} started a private chat with you` : null;

  const count = messages.length;
  const subject = count === 0 ? (notice ?? product) : subjectOf(allSections);
  const summary = count === 0
    ? null
    : `You have ${count === 1 ? 'a new message' : `${count} new messages`} in ${single ? allSections[0]!.where : `${allSections.length} conversations`}, sent ${timeSpan(messages, style)}:`;

  const textParts = [`Hello ${digest.recipientName},`];
  const html = [paragraph(`Hello ${escapeHtml(digest.recipientName)},`)];
  if (notice) {
    textParts.push(`${notice} on ${product}.`);
    html.push(paragraph(`${escapeHtml(notice)} on ${escapeHtml(product)}.`));
  }
  if (summary) {
    textParts.push(summary);
    html.push(paragraph(escapeHtml(summary)));
    for (const section of sections) {
      const link = conversationLink(section.channelId, section.bountyId, options);
      const lines = section.items.map((item) => `[${clockTime(item.createdAt, style)}] ${item.senderName}: ${item.text}`).join('\n\n');
      textParts.push(`${single ? '' : `In ${section.where}:\n\n`}${lines}${link ? `\n\nOpen the conversation: ${link}` : ''}`);
      const blocks = section.items.map((item) => messageBlock(item.senderName, clockTime(item.createdAt, style), item.text)).join('');
      html.push(`${single ? '' : sectionHeading(`In ${escapeHtml(section.where)}`)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${blocks}</table>`
        + (link ? button('Open the conversation', link, options.brandColor) : ''));
    }
    if (more > 0) {
      const rest = `… and ${more} more message${more === 1 ? '' : 's'}.`;
      textParts.push(rest);
      html.push(paragraph(escapeHtml(rest)));
    }
  }
  if (options.conversationUrl === null) {
    textParts.push(`Sign in to ${product} to reply.`);
    html.push(paragraph(`Sign in to ${escapeHtml(product)} to reply.`));
  }
  const why = whyYouGotThis(product);
  const footer = [
    '--',
    `Why you got this: ${why}`,
    ...(options.settingsUrl ? [`E-mail settings: ${options.settingsUrl}`] : []),
    ...(recipient.unsubscribeUrl ? [`Unsubscribe: ${recipient.unsubscribeUrl}`] : []),
  ].join('\n');
  const senders = unique(digest.items.map((item) => item.senderName));
  return {
    subject: oneLine(subject),
    text: `${textParts.join('\n\n')}\n\n${footer}\n`,
    html: emailDocument({ product, color: options.brandColor, body: html.join(''), why, links: { settings: options.settingsUrl, unsubscribe: recipient.unsubscribeUrl ?? null } }),
    fromName: oneLine(senders.length === 1 ? `${senders[0]} via ${product}` : product),
    headers: {},
  };
}

/**
 * "Bob Poster about Fix the flaky checkout test"; "Bob Poster and Ada about …" or "Bob Poster and 2 others
 * about …" when several wrote; "… and 1 more conversation" when the digest spans several; "Bob Poster wrote to
 * you" for a DM whose bounty is unknown.
 */
function subjectOf(sections: readonly ChannelSection[]): string {
  const first = sections[0]!;
  const senders = unique(first.items.map((item) => item.senderName));
  const who = senders.length === 1 ? senders[0]! : senders.length === 2 ? `${senders[0]} and ${senders[1]}` : `${senders[0]} and ${senders.length - 1} others`;
  const about = first.title === null ? `${who} wrote to you` : `${who} about ${first.title}`;
  const others = sections.length - 1;
  return others === 0 ? about : `${about} and ${others} more conversation${others === 1 ? '' : 's'}`;
}

/** The messages grouped by channel, channels in the order their first message arrived. */
function channelSections(messages: DigestItem[], several?: boolean): ChannelSection[] {
  const byChannel = new Map<string, DigestItem[]>();
  for (const item of messages) byChannel.set(item.channelId, [...(byChannel.get(item.channelId) ?? []), item]);
  const sections = [...byChannel.values()];
  return sections.map((items) => {
    const first = items[0]!;
    const title = first.isDM && first.channelTitle === UNTITLED_DM ? null : first.channelTitle;
    return { channelId: first.channelId, bountyId: first.bountyId ?? null, title, where: channelName(items, title, several ?? sections.length > 1), items };
  });
}

/** The bounty channel's title; for a DM, "a direct message about <title>" (with whom, when the digest holds several). */
function channelName(items: DigestItem[], title: string | null, several: boolean): string {
  const first = items[0]!;
  if (!first.isDM) return first.channelTitle;
  const withWhom = several ? ` with ${unique(items.map((item) => item.senderName)).join(', ')}` : '';
  return `a direct message${withWhom}${title === null ? '' : ` about ${title}`}`;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** A header's text on one line (a name or title with a line break cannot start another header). */
function oneLine(text: string): string {
  return text.replace(CONTROL, ' ');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
