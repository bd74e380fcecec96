import type { ParsedMail } from 'mailparser';

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
  return firstDistinct(raw.slice(0, REPORT_SCAN_BYTES).matchAll(pattern), (match) => match[1]!.toLowerCase());
}

/**
 * The ids of our own digests a delivery report quotes (the returned message's `Message-ID: <digest-N-…@…>`), at
 * most REPORT_MAX_ENTRIES from the first REPORT_SCAN_BYTES: only a report about mail we sent may mark an address
 * as bouncing, so a forged report cannot switch anyone's e-mail off.
 */
export function reportedDigestIds(raw: string): number[] {
  const pattern = /^Message-ID:[ \t]*<digest-(\d{1,15})-\d{1,20}@[^>\s]+>[ \t]*\r?$/gim;
  return firstDistinct(raw.slice(0, REPORT_SCAN_BYTES).matchAll(pattern), (match) => Number(match[1]));
}

function firstDistinct<T>(matches: Iterable<RegExpExecArray>, value: (match: RegExpExecArray) => T): T[] {
  const found = new Set<T>();
  for (const match of matches) {
    found.add(value(match));
    if (found.size === REPORT_MAX_ENTRIES) break;
  }
  return [...found];
}

function headerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
}
