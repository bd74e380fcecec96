// Verifies a BountyChat event (the BountyChat-Signature header) in Node, with nothing but node:crypto.
// `node bounty-chat-events.mjs check event-vectors.json` checks every test vector.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { argv, stdout } from 'node:process';

const TOLERANCE_SECONDS = 300;

/** True when `rawBody` (the bytes as received) was signed with `secret` less than 5 minutes from `nowSeconds`. */
export function verifyBountyChatEvent(secret, rawBody, header, nowSeconds = Date.now() / 1000) {
  if (typeof header !== 'string') return false;
  const parts = header.split(',').map((part) => part.trim());
  const t = parts.find((part) => part.startsWith('t='))?.slice(2);
  if (!t || !/^\d+$/.test(t) || Math.abs(nowSeconds - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return parts
    .filter((part) => part.startsWith('v1=') && /^[0-9a-f]{64}$/.test(part.slice(3)))
    .some((part) => timingSafeEqual(expected, Buffer.from(part.slice(3), 'hex')));
}

if (argv[2] === 'check') {
  const vectors = JSON.parse(readFileSync(argv[3], 'utf8'));
  for (const c of vectors.cases) {
    const ok = verifyBountyChatEvent(vectors.secret, Buffer.from(c.body, 'utf8'), c.header, c.now) === c.valid;
    stdout.write(`${ok ? 'ok' : 'FAIL'} ${c.name}\n`);
  }
}
