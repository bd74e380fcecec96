import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that signs every event POST. */
export const SIGNATURE_HEADER = 'BountyChat-Signature';

/** A receiver refuses a signature whose `t` is further than this from its own clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe signs its webhooks. */
export function signEvent(secret: string, rawBody: string | Buffer, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const mac = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${mac}`;
}

/**
 * The receiver's check (what docs/events.md shows): a `v1` that matches in constant time and a `t` at most
 * SIGNATURE_TOLERANCE_SECONDS old. Answers why it refuses, or null when the body is the service's.
 */
export function signatureProblem(secret: string, rawBody: string | Buffer, header: string | undefined, nowSeconds: number): string | null {
  if (header === undefined) return 'no signature';
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = parts.get('t');
  if (t === undefined || !/^\d{1,12}$/.test(t)) return 'no timestamp';
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'timestamp outside the tolerance';
  const given = header.split(',').map((part) => part.trim()).filter((part) => part.startsWith('v1=')).map((part) => part.slice(3));
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const ok = given.some((hex) => /^[0-9a-f]{64}$/.test(hex) && timingSafeEqual(expected, Buffer.from(hex, 'hex')));
  return ok ? null : 'signature mismatch';
}
