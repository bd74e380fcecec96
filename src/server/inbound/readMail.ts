import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';

/** Most of a message read as its header block: far above any real one (a long Received chain is a few KiB). */
const HEAD_MAX_BYTES = 64 * 1024;
/** The body is fed to the parser this much at a time, with a turn of the event loop between pieces. */
const CHUNK_BYTES = 64 * 1024;
/** Most of the text part searched for the reply: the reply sits on top, and what is posted is capped far below. */
const TEXT_SCAN_CHARS = 64 * 1024;
/** Most of an HTML-only message turned into text: html-to-text costs about 3 ms a KiB. */
const HTML_SCAN_CHARS = 16 * 1024;

/**
 * The header block alone (up to the first empty line, at most HEAD_MAX_BYTES), parsed: enough to sort the
 * message, find the reply handle, the sender and the MX's verdict before any body is read, so a message that is
 * not a reply from its recipient costs the same whatever its size.
 */
export function readHead(raw: Buffer): Promise<ParsedMail> {
  const window = raw.subarray(0, HEAD_MAX_BYTES);
  const ends = [window.indexOf('\r\n\r\n'), window.indexOf('\n\n')].filter((at) => at >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : Math.max(window.lastIndexOf('\n'), 0);
  return simpleParser(Buffer.concat([window.subarray(0, end), Buffer.from('\r\n\r\n')]), PARSE);
}

/**
 * The whole message, parsed in pieces so that no piece holds the event loop long; without mailparser's
 * text-to-HTML, link and HTML-to-text passes, which take seconds on a large part (see replyBody).
 */
export function readBody(raw: Buffer): Promise<ParsedMail> {
  return simpleParser(Readable.from(pieces(raw)), PARSE);
}

/** The text the reply is cut from: a bounded start of the text part, else of the HTML part turned into text. */
export async function replyBody(mail: Pick<ParsedMail, 'text' | 'html'>): Promise<string> {
  if (mail.text) return mail.text.slice(0, TEXT_SCAN_CHARS);
  if (typeof mail.html !== 'string' || mail.html === '') return '';
  // mailparser's own conversion, on a short message holding only the start of the HTML. Wrapped in a body of its
  // own: the conversion reads the first <body> it meets, and a client that quotes our e-mail whole (its own
  // <html><body>) under a reply written as a bare fragment would otherwise give the quote alone, not the reply.
  const html = Buffer.from(`Content-Type: text/html; charset=utf-8\r\n\r\n<body>${mail.html.slice(0, HTML_SCAN_CHARS)}</body>`, 'utf8');
  return ((await simpleParser(html, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true })).text ?? '').slice(0, TEXT_SCAN_CHARS);
}

const PARSE = { skipImageLinks: true, skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true } as const;

async function* pieces(raw: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < raw.length; at += CHUNK_BYTES) {
    yield raw.subarray(at, at + CHUNK_BYTES);
    await nextTurn();
  }
}
