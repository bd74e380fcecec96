import type { ParsedMail } from 'mailparser';
import { parseDigestMessageId } from '../email/digestMessageId';
import type { QuotedDigest } from '../email/digestMessageId';

/** What kind of message came in: a delivery report, an automatic answer, or something a person wrote. */
export type MailKind = 'delivery-report' | 'auto-reply' | 'person';

const AUTO_SUBJECT =
  /^\s*(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesenheit|absence|réponse automatique|r[ée]ponse automatique|respuesta autom[áa]tica|fuera de la oficina|ausente)\b/i;

/**
 * Sorts an inbound message (RFC 3834 Auto-Submitted, the de-facto X-Autoreply/X-Autorespond and Precedence
 * headers, out-of-office subjects; multipart/report or MAILER-DAEMON for delivery reports). Neither an
 * automatic answer nor a delivery report is ever posted or answered: that is what keeps two robots from looping.
 */
export function classifyMail(mail: ParsedMail, envelopeFrom: string | null): MailKind {
  const header = (name: string) => headerText(mail.headers.get(name));
  const contentType = mail.headers.get('content-type');
  const type = typeof contentType === 'object' && contentType !== null && 'value' in contentType ? String(contentType.value) : header('content-type');
  const from = mail.from?.value[0]?.address ?? '';
  if (/^multipart\/report$/i.test(type.trim()) || /^(mailer-daemon|postmaster)@/i.test(from) || envelopeFrom === '') return 'delivery-report';
  const autoSubmitted = header('auto-submitted').trim().toLowerCase();
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return 'auto-reply';
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond') || mail.headers.has('x-autoresponse')) return 'auto-reply';
  if (/^(bulk|junk|list|auto_reply)$/i.test(header('precedence').trim())) return 'auto-reply';
  if (AUTO_SUBJECT.test(mail.subject ?? '')) return 'auto-reply';
  return 'person';
}

/** How much of a delivery report is read: the status part and the returned headers come first in every MTA's report. */
export const REPORT_SCAN_BYTES = 128 * 1024;
/** Addresses and quoted ids taken from one report: a real one names one or two; more is a forgery's padding. */
export const REPORT_MAX_ENTRIES = 10;

/**
 * The addresses a delivery report says it could not deliver to (Final-Recipient / Original-Recipient), at most
 * REPORT_MAX_ENTRIES from the first REPORT_SCAN_BYTES. Linear: no part of the pattern can match an `@` twice.
 */
export function bouncedAddresses(raw: string): string[] {
  const pattern = /^(?:Final|Original)-Recipient:[ \t]*rfc822[ \t]*;[ \t]*<?([^\s<>@]+@[^\s<>@]+)>?[ \t]*\r?$/gim;
  return firstDistinct([...raw.slice(0, REPORT_SCAN_BYTES).matchAll(pattern)].map((match) => match[1]!.toLowerCase()), (address) => address);
}

/**
 * Our own digests a delivery report quotes, whole (the returned message's `Message-ID: <digest-N-T-MAC@…>`), at
 * most REPORT_MAX_ENTRIES from the first REPORT_SCAN_BYTES: only a report quoting the Message-ID of a digest sent
 * to the reported address may mark it as bouncing. N and T can be guessed; the HMAC part cannot, so a forged report
 * switches nobody's e-mail off.
 */
export function reportedDigests(raw: string): QuotedDigest[] {
  const pattern = /^Message-ID:[ \t]*(<[^<>\s]{1,300}>)[ \t]*\r?$/gim;
  const quoted = [...raw.slice(0, REPORT_SCAN_BYTES).matchAll(pattern)].flatMap((match) => parseDigestMessageId(match[1]!) ?? []);
  return firstDistinct(quoted, (digest) => `${digest.id}-${digest.createdAt}-${digest.mac}`);
}

/** The first REPORT_MAX_ENTRIES items of `items` distinct by `key`. */
function firstDistinct<T>(items: Iterable<T>, key: (item: T) => string): T[] {
  const found = new Map<string, T>();
  for (const item of items) {
    found.set(key(item), found.get(key(item)) ?? item);
    if (found.size === REPORT_MAX_ENTRIES) break;
  }
  return [...found.values()];
}

function headerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
}
