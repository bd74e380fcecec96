import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { Attachment } from 'stream-chat';
import { MESSAGE_TEXT_MAX_CHARS } from '../../contract/limits';
import type { Clock } from '../clock';
import type { Logger } from '../ops/logger';
import type { RateLimiter } from '../http/rateLimiter';
import type { ReplyProvider } from '../provider/replyCalls';
import type { UserDirectory } from '../store/userDirectory';
import type { AnsweredRefusal } from './answerSender';
import { bouncedAddresses, classifyMail, reportedDigestIds } from './classifyMail';
import { cutReply } from './cutReply';
import type { ReplyStore } from './replyStore';

/** One message as it arrived: the raw MIME, and the SMTP envelope when there was one. */
export interface InboundMessage {
  raw: Buffer;
  /** MAIL FROM ('' for the null sender of a delivery report); null over HTTP. */
  envelopeFrom: string | null;
  /** RCPT TO addresses; empty over HTTP (the headers are read instead). */
  envelopeTo: string[];
}

/** What became of an inbound message (answered over HTTP, logged for SMTP). */
export type InboundOutcome =
  | { outcome: 'posted'; messageId: string; droppedAttachments: string[] }
  | { outcome: 'refused'; reason: AnsweredRefusal | 'wrong_sender'; answered: boolean }
  | { outcome: 'ignored'; reason: 'auto_reply' | 'delivery_report' | 'no_reply_address' }
  | { outcome: 'bounce'; marked: number };

/** What the handler uses. */
export interface InboundDeps {
  domain: string;
  replies: ReplyStore;
  directory: Pick<UserDirectory, 'find'>;
  provider: ReplyProvider;
  limiter: Pick<RateLimiter, 'take'>;
  clock: Clock;
  log: Logger;
  answer(to: string, reason: AnsweredRefusal, inReplyTo: string | undefined): Promise<boolean>;
  countBounce(): void;
  /** An attachment's file name as the channel's contact policy lets it be stored (the upload's address carries it). */
  attachmentName(name: string, channelId: string, channel: Record<string, unknown>): Promise<string>;
}

/** Largest attachment taken from an e-mail; the channel's own upload rules apply on top. */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The one handler behind both ways in (SMTP listener and HTTP route): parse, sort, check, cut, post. */
export async function handleInboundMessage(message: InboundMessage, deps: InboundDeps): Promise<InboundOutcome> {
  const mail = await simpleParser(message.raw, { skipImageLinks: true });
  const kind = classifyMail(mail, message.envelopeFrom);
  if (kind === 'delivery-report') {
    let marked = 0;
    const raw = message.raw.toString('latin1');
    const digests = reportedDigestIds(raw);
    for (const address of bouncedAddresses(raw)) if (await deps.replies.sentTo(digests, address)) marked += await deps.replies.markBouncing(address);
    if (marked > 0) deps.countBounce();
    deps.log('inbound e-mail: delivery report', { marked });
    return marked > 0 ? { outcome: 'bounce', marked } : { outcome: 'ignored', reason: 'delivery_report' };
  }
  if (kind === 'auto-reply') return { outcome: 'ignored', reason: 'auto_reply' };

  const handle = replyHandle(mail, message.envelopeTo, deps.domain);
  if (handle === null) return { outcome: 'ignored', reason: 'no_reply_address' };
  const sender = mail.from?.value[0]?.address?.toLowerCase() ?? '';
  const refuse = async (reason: AnsweredRefusal): Promise<InboundOutcome> => {
    const answered = sender !== '' && (await deps.answer(sender, reason, mail.messageId));
    deps.log('inbound e-mail refused', { reason, answered });
    return { outcome: 'refused', reason, answered };
  };

  const target = await deps.replies.resolve(handle);
  if (!target) return refuse('unknown_address');
  if (target.expiresAt <= deps.clock.now()) return refuse('expired');
  const user = await deps.directory.find(target.recipientId);
  if (!user) return refuse('erased');
  // Anyone can write to a reply address; only the person it was sent to may speak through it. No answer goes
  // back to a stranger's address, so a forged sender cannot use us to send mail to someone else.
  if (user.email.toLowerCase() !== sender) {
    deps.log('inbound e-mail refused', { reason: 'wrong_sender' });
    return { outcome: 'refused', reason: 'wrong_sender', answered: false };
  }
  const state = await deps.provider.channelState(target.channelId, user.id);
  if (!state.member) return refuse('not_member');
  if (state.frozen) return refuse('frozen');
  if ((await deps.limiter.take(user.id)) > 0) return refuse('rate_limited');

  // Capped like any message the service reads, so a pasted novel is posted shortened rather than bounced back.
  const cut = cutReply(mail.text ?? '');
  const text = cut.length > MESSAGE_TEXT_MAX_CHARS ? `${cut.slice(0, MESSAGE_TEXT_MAX_CHARS - 1)}…` : cut;
  // Images the HTML part shows inline (a signature's logo) are part of the layout, not something sent.
  const files = mail.attachments.filter((file) => !file.related);
  if (text === '' && files.length === 0) return refuse('empty');
  const attachments: Attachment[] = [];
  const dropped: string[] = [];
  for (const file of files) {
    const name = await deps.attachmentName(file.filename ?? 'attachment', target.channelId, state.fields);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      dropped.push(name);
      continue;
    }
    const uploaded = await deps.provider.upload(target.channelId, user.id, { name, contentType: file.contentType, content: file.content });
    if ('attachment' in uploaded) attachments.push(uploaded.attachment);
    else dropped.push(name);
  }
  const note = dropped.length === 0 ? '' : `${dropped.length === 1 ? '1 attachment was' : `${dropped.length} attachments were`} not added: ${dropped.join(', ')}`;
  const body = [text, note].filter((part) => part !== '').join('\n\n');
  const messageId = await deps.provider.post(target.channelId, user.id, body, attachments);
  deps.log('inbound e-mail posted', { channel: target.channelId, attachments: attachments.length, dropped: dropped.length });
  return { outcome: 'posted', messageId, droppedAttachments: dropped };
}

/** The handle of the first `reply+<handle>@<domain>` recipient: the SMTP envelope's, else the headers'. */
export function replyHandle(mail: Pick<ParsedMail, 'to' | 'cc' | 'headers'>, envelopeTo: string[], domain: string): string | null {
  const fromHeaders = [mail.to, mail.cc, mail.headers.get('delivered-to'), mail.headers.get('x-original-to')].flatMap(addressesOf);
  for (const address of [...envelopeTo, ...fromHeaders]) {
    const match = /^reply\+([a-z2-7]{26})@(.+)$/i.exec(address.trim());
    if (match && match[2]!.toLowerCase() === domain) return match[1]!.toLowerCase();
  }
  return null;
}

function addressesOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value.split(',').map((part) => part.replace(/^.*</, '').replace(/>.*$/, '').trim());
  if (Array.isArray(value)) return value.flatMap(addressesOf);
  if (typeof value === 'object' && 'value' in value && Array.isArray((value as { value: unknown }).value)) {
    return (value as { value: { address?: string; group?: unknown[] }[] }).value.flatMap((entry) => (entry.address ? [entry.address] : addressesOf({ value: entry.group ?? [] })));
  }
  return [];
}
