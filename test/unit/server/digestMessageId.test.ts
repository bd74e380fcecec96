import { describe, expect, it } from 'vitest';
import { digestIdSecret, digestMessageId, isDigestIdFor, parseDigestMessageId } from '../../../src/server/email/digestMessageId';
import { reportedDigests } from '../../../src/server/inbound/classifyMail';

const secret = digestIdSecret(Buffer.alloc(32, 1));
const previous = digestIdSecret(Buffer.alloc(32, 2));
const digest = { id: 42, createdAt: 1_764_000_000_000, recipientEmail: 'Pat@Example.com' };
const id = digestMessageId(secret, digest, 'bountychat.invalid');
const quoted = parseDigestMessageId(id)!;

describe('digest Message-IDs', () => {
  it('carry the id, the time and a 128-bit HMAC part, and are the same on every attempt', () => {
    expect(id).toMatch(/^<digest-42-1764000000000-[0-9a-f]{32}@bountychat\.invalid>$/);
    expect(digestMessageId(secret, { ...digest }, 'bountychat.invalid')).toBe(id);
    expect(digestMessageId(secret, { ...digest, recipientEmail: 'sam@example.com' }, 'bountychat.invalid')).not.toBe(id);
    expect(digestMessageId(previous, digest, 'bountychat.invalid')).not.toBe(id);
    expect(digestIdSecret(Buffer.alloc(32, 1)).equals(Buffer.alloc(32, 1))).toBe(false);
  });

  it.each([
    ['the address it was sent to (any case)', [secret], 'pat@example.com', true],
    ['under the previous key during a rotation', [previous, secret], 'PAT@example.com', true],
    ['another address', [secret], 'sam@example.com', false],
    ['another key', [previous], 'pat@example.com', false],
  ])('verifies for %s', (_case, secrets, address, expected) => expect(isDigestIdFor(secrets, quoted, address)).toBe(expected));

  it.each([
    ['another id', { ...quoted, id: 41 }],
    ['another time', { ...quoted, createdAt: quoted.createdAt + 1 }],
    ['one digit of the HMAC part changed', { ...quoted, mac: `${quoted.mac.slice(0, -1)}${quoted.mac.endsWith('0') ? '1' : '0'}` }],
    ['a short HMAC part', { ...quoted, mac: quoted.mac.slice(0, 24) }],
  ])('refuses %s', (_case, forged) => expect(isDigestIdFor([secret], forged, 'pat@example.com')).toBe(false));

  it.each([
    ['<digest-42-1764000000000@bountychat.invalid>'],
    ['<digest-42-1764000000000-abc@bountychat.invalid>'],
    [`<digest-42-1764000000000-${'A'.repeat(32)}@bountychat.invalid>`],
    ['<made-up@elsewhere.example>'],
    [`digest-42-1764000000000-${'a'.repeat(32)}@bountychat.invalid`],
  ])('does not read %s as one of ours', (text) => expect(parseDigestMessageId(text)).toBeNull());

  it('a report yields each whole quoted id once, and nothing else', () => {
    const raw = ['Final-Recipient: rfc822; pat@example.com', `Message-ID: ${id}`, `message-id:  ${id}`, 'Message-ID: <digest-7-1@x.invalid>', 'X-Message-ID: <other@x>'].join('\r\n');
    expect(reportedDigests(raw)).toEqual([quoted]);
  });
});
