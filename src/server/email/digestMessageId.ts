import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { EmailDigest } from './emailRequest';

/** A digest's Message-ID as a delivery report quotes it: its id, its creation time and its HMAC part. */
export interface QuotedDigest {
  id: number;
  createdAt: number;
  mac: string;
}

const PURPOSE = 'bountychat digest message-id v1';
/** 32 hex digits: 128 bits, far beyond guessing, and lowercase so no mail system's case folding breaks it. */
const MAC_HEX_CHARS = 32;
const MESSAGE_ID = /^<digest-(\d{1,15})-(\d{1,15})-([0-9a-f]{32})@[^<>\s@]+>$/;

/** The HMAC key of digest Message-IDs: derived (HKDF) from a token key, never the key itself. */
export function digestIdSecret(tokenKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', tokenKey, Buffer.alloc(0), 'bountychat digest message ids', 32));
}

function mac(secret: Buffer, id: number, createdAt: number, address: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${id}\n${createdAt}\n${address.toLowerCase()}`).digest('hex').slice(0, MAC_HEX_CHARS);
}

/**
 * `<digest-N-T-MAC@domain>`: N and T are the digest's id and creation time, MAC an HMAC of both and the
 * recipient's address. Every part is fixed when the digest is made, so a retry carries the same id (mail
 * clients deduplicate on it); nobody without the key can make the id of a digest sent to a given address.
 */
export function digestMessageId(secret: Buffer, digest: Pick<EmailDigest, 'id' | 'createdAt' | 'recipientEmail'>, domain: string): string {
  return `<digest-${digest.id}-${digest.createdAt}-${mac(secret, digest.id, digest.createdAt, digest.recipientEmail)}@${domain}>`;
}

/** The parts of a quoted `<digest-N-T-MAC@domain>`, or null when it is not one of that shape. */
export function parseDigestMessageId(messageId: string): QuotedDigest | null {
  const match = MESSAGE_ID.exec(messageId.trim());
  if (!match) return null;
  return { id: Number(match[1]), createdAt: Number(match[2]), mac: match[3]! };
}

/** Whether the quoted id's HMAC part was made for `address` under one of the keys (the current one first). */
export function isDigestIdFor(secrets: readonly Buffer[], quoted: QuotedDigest, address: string): boolean {
  const given = Buffer.from(quoted.mac, 'utf8');
  return secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, quoted.id, quoted.createdAt, address), 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
