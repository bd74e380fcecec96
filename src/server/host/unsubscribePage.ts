import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyUnsubscribeToken } from '../email/unsubscribeLink';
import type { UserDirectory } from '../store/userDirectory';

/** What the unsubscribe page needs. */
export interface UnsubscribeDeps {
  secret: Buffer;
  directory: Pick<UserDirectory, 'setEmailNotifications'>;
  /** Told of a user the link turned e-mail off for (the host's `user.unsubscribed`); must not throw. */
  onUnsubscribed?: (userId: string) => Promise<void>;
}

/** Longest body a one-click POST may carry (it is `List-Unsubscribe=One-Click`). */
const MAX_BODY_BYTES = 4096;

/**
 * /unsubscribe?token=…: a GET shows one button and changes nothing (link scanners follow links); a POST carrying
 * RFC 8058's `List-Unsubscribe=One-Click` (a mail provider's one click, or the page's button, which posts the
 * same field) turns the recipient's chat e-mail off. A forged or tampered token, or a POST without that field
 * (an empty body included), gets a 400 page and changes nothing.
 */
export async function handleUnsubscribe(req: IncomingMessage, res: ServerResponse, url: URL, deps: UnsubscribeDeps): Promise<void> {
  const method = req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method)) {
    sendPage(res, 405, 'Not allowed', '<p>This page accepts GET and POST only.</p>', { allow: 'GET, HEAD, POST' });
    return;
  }
  const userId = verifyUnsubscribeToken(deps.secret, url.searchParams.get('token'));
  const oneClick = method === 'POST' && isOneClickBody(req.headers['content-type'] ?? '', await readBody(req));
  if (userId === null) {
    sendPage(res, 400, 'This link is not valid', '<p>This unsubscribe link is not valid: it was changed or cut short. Use the link from the e-mail as it is, or turn e-mail off in the chat\'s settings.</p>');
    return;
  }
  if (method !== 'POST') {
    sendPage(
      res,
      200,
      'Stop chat e-mail?',
      '<p>You get an e-mail when someone writes to you in the chat while you are away.</p>' +
        '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails</button></form>',
    );
    return;
  }
  if (!oneClick) {
    sendPage(
      res,
      400,
      'Nothing was changed',
      '<p>This request did not ask to unsubscribe: a one-click unsubscribe posts <code>List-Unsubscribe=One-Click</code> (RFC 8058). Open the link from the e-mail and use its button.</p>',
    );
    return;
  }
  // An id the directory no longer holds (erased) gets no e-mail anyway: the same answer, nothing to change.
  if (await deps.directory.setEmailNotifications(userId, 'none')) await deps.onUnsubscribed?.(userId);
  sendPage(res, 200, 'You are unsubscribed', '<p>You will get no more e-mail about chat messages. You can turn it back on in the chat\'s settings.</p>');
}

/** The body as text, or null when it is longer than a one-click POST can be (the rest is not read). */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Whether the body carries RFC 8058's key/value pair `List-Unsubscribe=One-Click`: as a form
 * (application/x-www-form-urlencoded, what the page's button and most mail providers send) or as a
 * multipart/form-data field (which RFC 8058 prefers).
 */
export function isOneClickBody(contentType: string, body: string | null): boolean {
  if (body === null) return false;
  if (/^\s*multipart\/form-data\b/i.test(contentType)) {
    return /^content-disposition:[ \t]*form-data;[ \t]*name="?List-Unsubscribe"?[ \t]*\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n--/im.test(body);
  }
  return new URLSearchParams(body.trim()).getAll('List-Unsubscribe').includes('One-Click');
}

function sendPage(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}): void {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    // The token sits in the URL: no referrer leaves the page, and the page runs no script.
    'referrer-policy': 'no-referrer',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  });
  res.end(html);
}
