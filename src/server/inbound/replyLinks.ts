import type { EmailDigest } from '../email/emailRequest';
import { escapeHtml } from '../email/renderEmail';
import { AFTER_BODY, paragraph } from '../email/emailLayout';
import { LIGHT, SCHEME_CLASS } from '../email/emailColorSchemes';
import type { RenderedEmail } from '../email/renderEmail';

/** The reply addressing of one chat e-mail: its Reply-To, and a reply link per conversation when there are several. */
export interface ReplyAddressing {
  headers: Record<string, string>;
  links: { label: string; address: string }[];
}

/** The address a reply for `handle` goes to. */
export function replyAddress(handle: string, domain: string): string {
  return `reply+${handle}@${domain}`;
}

/**
 * The Reply-To (the conversation of the most recent item) and, for a digest covering several conversations,
 * one link per conversation ("Reply to Casey about Fix the flaky checkout test"), so no reply lands in the
 * wrong place. Null when the digest names no conversation.
 */
export async function replyAddressing(
  digest: EmailDigest,
  domain: string,
  handleFor: (recipientId: string, channelId: string) => Promise<string>,
): Promise<ReplyAddressing | null> {
  const channels = new Map<string, { who: string[]; about: string }>();
  for (const item of digest.items) {
    const entry = channels.get(item.channelId) ?? { who: [], about: item.channelTitle };
    if (!entry.who.includes(item.senderName)) entry.who.push(item.senderName);
    channels.set(item.channelId, entry);
  }
  const latest = digest.items.at(-1);
  if (!latest) return null;
  const addresses = new Map<string, string>();
  for (const channelId of channels.keys()) addresses.set(channelId, replyAddress(await handleFor(digest.recipientId, channelId), domain));
  const links =
    channels.size < 2
      ? []
      : [...channels].map(([channelId, entry]) => ({ label: `Reply to ${entry.who.join(', ')} about ${entry.about}`, address: addresses.get(channelId)! }));
  return { headers: { 'Reply-To': addresses.get(latest.channelId)! }, links };
}

/**
 * The rendered e-mail with a line about replying, and the per-conversation reply links (mailto:) when there are
 * several: after the messages, before the footer (the HTML's AFTER_BODY mark, the text's "--" line).
 */
export function withReplyLinks<E extends Pick<RenderedEmail, 'text' | 'html'>>(email: E, addressing: ReplyAddressing | null): E {
  if (!addressing) return email;
  if (addressing.links.length === 0) {
    const line = 'You can also reply to this e-mail: your answer goes into the chat.';
    return { ...email, text: beforeFooter(email.text, `${line}\n`), html: inBody(email.html, paragraph(escapeHtml(line))) };
  }
  const text = addressing.links.map((link) => `${link.label}: mailto:${link.address}`).join('\n');
  // Coloured like the body's text and its links, light inline and dark by class (emailColorSchemes.ts).
  const html = addressing.links.map((link) => `<li><a class="${SCHEME_CLASS.link}" href="mailto:${escapeHtml(link.address)}" style="color:${LIGHT.link}">${escapeHtml(link.label)}</a></li>`).join('');
  return {
    ...email,
    text: beforeFooter(email.text, `Or reply by e-mail, one conversation per link:\n${text}\n`),
    html: inBody(email.html, `${paragraph('Or reply by e-mail:')}<ul class="${SCHEME_CLASS.text}" style="color:${LIGHT.text}">${html}</ul>`),
  };
}

const FOOTER = '\n--\n';

/** `text` with `lines` added before its footer (at its end when it has none). */
function beforeFooter(text: string, lines: string): string {
  const at = text.lastIndexOf(FOOTER);
  return at < 0 ? `${text}\n${lines}` : `${text.slice(0, at)}\n\n${lines.trimEnd()}${text.slice(at)}`;
}

/** `html` with `part` added at the end of the body, before the footer (at its end when it has no mark). */
function inBody(html: string, part: string): string {
  return html.includes(AFTER_BODY) ? html.replace(AFTER_BODY, `${part}${AFTER_BODY}`) : `${html}${part}`;
}
