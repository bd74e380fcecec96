import type { ParsedMail } from 'mailparser';
import type { Attachment } from 'stream-chat';
import { MESSAGE_TEXT_MAX_CHARS } from '../../contract/limits';
import type { Clock } from '../clock';
import type { Logger } from '../ops/logger';
import type { RateLimiter } from '../http/rateLimiter';
import type { ReplyProvider } from '../provider/replyCalls';
import type { UserDirectory } from '../store/userDirectory';
import type { AnsweredRefusal } from './answerSender';
import { isDigestIdFor } from '../email/digestMessageId';
import { authenticatedFrom } from './authResults';
import { bouncedAddresses, classifyMail, REPORT_SCAN_BYTES, reportedDigests } from './classifyMail';
import { cutReply } from './cutReply';
import { readBody, readHead, replyBody } from './readMail';
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
  | { outcome: 'refused'; reason: AnsweredRefusal | DroppedReason; answered: boolean }
  | { outcome: 'ignored'; reason: 'auto_reply' | 'delivery_report' | 'no_reply_address' }
  | { outcome: 'bounce'; marked: number };

/**
 * A reply dropped without a word, because answering would mail someone who may not have written it (the address
 * in From can be anyone's) or would tell a stranger whether a reply address exists. Counted, never answered.
 */
export type DroppedReason = 'unknown_address' | 'erased' | 'wrong_sender' | 'unauthenticated';

/** What the handler uses. */
export interface InboundDeps {
  domain: string;
  replies: ReplyStore;
  directory: Pick<UserDirectory, 'find'>;
  provider: ReplyProvider;
  limiter: Pick<RateLimiter, 'take'>;
  clock: Clock;
  log: Logger;
  /** The trusted MX's authserv-id when a reply needs its aligned DKIM or SPF pass; null when none is needed. */
  requireAuthFrom: string | null;
  answer(to: string, reason: AnsweredRefusal, inReplyTo: string | undefined): Promise<boolean>;
  countBounce(): void;
  countDropped(reason: DroppedReason): void;
  /** The keys a digest's Message-ID may be signed with (digestIdSecret of the token key, then of the previous one). */
  digestSecrets: readonly Buffer[];
  /** An attachment's file name as the channel's contact policy lets it be stored (the upload's address carries it). */
  attachmentName(name: string, channelId: string, channel: Record<string, unknown>): Promise<string>;
  /** Told of a reply refused with an answer (the host's `reply.refused`); must not throw. */
  onRefused?: (userId: string, channelId: string, reason: AnsweredRefusal) => Promise<void>;
  /** Told of an address a delivery report marked bouncing (the host's `email.bounced`); must not throw. */
  onBounced?: (address: string) => Promise<void>;
}

/** Largest attachment taken from an e-mail; the channel's own upload rules apply on top. */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The one handler behind both ways in (SMTP listener and HTTP route): sort, check, cut, post. Everything up to
 * the identity checks reads the header block only; the body is parsed only for a reply from the handle's own
 * recipient, so what a stranger or a delivery report costs does not grow with its size.
 */
export async function handleInboundMessage(message: InboundMessage, deps: InboundDeps): Promise<InboundOutcome> {
  const head = await readHead(message.raw);
  const kind = classifyMail(head, message.envelopeFrom);
  if (kind === 'delivery-report') return deliveryReport(message.raw, deps);
  if (kind === 'auto-reply') return { outcome: 'ignored', reason: 'auto_reply' };

  const handle = replyHandle(head, message.envelopeTo, deps.domain);
  if (handle === null) return { outcome: 'ignored', reason: 'no_reply_address' };
  const senders = head.from?.value ?? [];
  const sender = senders[0]?.address?.toLowerCase() ?? '';
  const drop = (reason: DroppedReason): InboundOutcome => {
    deps.countDropped(reason);
    deps.log('inbound e-mail dropped', { reason });
    return { outcome: 'refused', reason, answered: false };
  };
  if (deps.requireAuthFrom !== null && (senders.length !== 1 || !authenticatedFrom(authResultsOf(head), deps.requireAuthFrom, sender))) return drop('unauthenticated');

  // Anyone can write to a reply address; only the person it was sent to may speak through it, and only she is
  // ever answered, at her directory address: a stranger learns nothing (unknown, erased or someone else's handle
  // look the same) and no forged From makes us mail a third party.
  const target = await deps.replies.resolve(handle);
  if (!target) return drop('unknown_address');
  const user = await deps.directory.find(target.recipientId);
  if (!user) return drop('erased');
  if (user.email.toLowerCase() !== sender) return drop('wrong_sender');
  const refuse = async (reason: AnsweredRefusal): Promise<InboundOutcome> => {
    const answered = await deps.answer(user.email, reason, head.messageId);
    await deps.onRefused?.(user.id, target.channelId, reason);
    deps.log('inbound e-mail refused', { reason, answered });
    return { outcome: 'refused', reason, answered };
  };
  if (target.expiresAt <= deps.clock.now()) return refuse('expired');
  const state = await deps.provider.channelState(target.channelId, user.id);
  if (!state.member) return refuse('not_member');
  if (state.frozen) return refuse('frozen');
  if ((await deps.limiter.take(user.id)) > 0) return refuse('rate_limited');

  const mail = await readBody(message.raw);
  // Capped like any message the service reads, so a pasted novel is posted shortened rather than bounced back.
  const cut = cutReply(await replyBody(mail));
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

/**
 * Marks the addresses a delivery report names as bouncing when it quotes a digest we sent them. Bounded whatever
 * the report's size: the first REPORT_SCAN_BYTES are scanned for at most REPORT_MAX_ENTRIES addresses and ids,
 * matched in one query.
 */
async function deliveryReport(raw: Buffer, deps: InboundDeps): Promise<InboundOutcome> {
  const text = raw.subarray(0, REPORT_SCAN_BYTES).toString('latin1');
  const addresses = bouncedAddresses(text);
  const digests = addresses.length === 0 ? [] : reportedDigests(text);
  // Only a whole Message-ID whose HMAC part was made for this very address counts, and only when the store holds
  // that digest as sent to it: an id and a time can be guessed, the HMAC part cannot. Both lists are capped, so
  // the pairs are at most REPORT_MAX_ENTRIES², checked in memory, then matched in one query.
  const quoted = addresses.flatMap((address) => digests.filter((digest) => isDigestIdFor(deps.digestSecrets, digest, address)).map((digest) => ({ ...digest, address })));
  let marked = 0;
  for (const address of await deps.replies.sentToAny(quoted)) {
    const changed = await deps.replies.markBouncing(address);
    marked += changed;
    if (changed > 0) await deps.onBounced?.(address);
  }
  if (marked > 0) deps.countBounce();
  deps.log('inbound e-mail: delivery report', { marked });
  return marked > 0 ? { outcome: 'bounce', marked } : { outcome: 'ignored', reason: 'delivery_report' };
}

/** The values of the message's Authentication-Results headers, unfolded, in order. */
function authResultsOf(head: Pick<ParsedMail, 'headerLines'>): string[] {
  return head.headerLines.filter((line) => line.key === 'authentication-results').map((line) => line.line.replace(/\r?\n[ \t]+/g, ' ').replace(/^[^:]*:/, ''));
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
