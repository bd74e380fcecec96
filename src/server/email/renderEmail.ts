import type { EmailBatch } from './emailQueue';

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

/** Renders one batch as one e-mail that lists every message in it. */
export function renderEmail(batch: EmailBatch): RenderedEmail {
  const first = batch.items[0];
  const senders = [...new Set(batch.items.map((item) => item.senderName))];
  if (batch.kind === 'private-chat') {
    const who = senders.join(', ');
    const subject = `${who} started a private chat with you`;
    const text = `Hello ${batch.recipientName},\n\n${who} started a private chat with you on BountyChat. Sign in to reply.\n`;
    const html = `<p>Hello ${escapeHtml(batch.recipientName)},</p><p>${escapeHtml(who)} started a private chat with you on BountyChat. Sign in to reply.</p>`;
    return { subject, text, html };
  }
  const count = batch.items.length;
  const where = batch.isDM ? 'a direct message' : batch.channelTitle;
  const subject =
    count === 1 && first ? `New message from ${first.senderName} in ${where}` : `${count} new messages in ${where}`;
  const lines = batch.items.map((item) => `${item.senderName}: ${item.text}`);
  const text = `Hello ${batch.recipientName},\n\nYou have ${count === 1 ? 'a new message' : `${count} new messages`} in ${where}:\n\n${lines.join('\n\n')}\n\nSign in to reply.\n`;
  const listItems = batch.items
    .map((item) => `<li><strong>${escapeHtml(item.senderName)}</strong>: <span style="white-space:pre-wrap">${escapeHtml(item.text)}</span></li>`)
    .join('');
  const html =
    `<p>Hello ${escapeHtml(batch.recipientName)},</p>` +
    `<p>You have ${count === 1 ? 'a new message' : `${count} new messages`} in ${escapeHtml(where)}:</p>` +
    `<ul>${listItems}</ul><p>Sign in to reply.</p>`;
  return { subject, text, html };
}
