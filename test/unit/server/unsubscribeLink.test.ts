import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders, signUnsubscribeToken, verifyUnsubscribeToken } from '../../../src/server/email/unsubscribeLink';

const SECRET = Buffer.alloc(32, 7);

describe('unsubscribe links', () => {
  it('verify only the token signed for that user under that secret', () => {
    const token = signUnsubscribeToken(SECRET, 'bob@1');
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('bob@1');
    expect(verifyUnsubscribeToken(Buffer.alloc(32, 8), token)).toBeNull();
    const [, mac] = token.split('.');
    expect(verifyUnsubscribeToken(SECRET, `${Buffer.from('alice').toString('base64url')}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, null)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, 'not a token')).toBeNull();
  });

  it.each([
    ['a public URL and a mailbox', 'https://chat.example.com', 'u@example.com', /^<https:\/\/chat\.example\.com\/unsubscribe\?token=[^>]+>, <mailto:u@example\.com\?subject=unsubscribe%20[^>]+>$/, true],
    ['a public URL only', 'https://chat.example.com', null, /^<https:\/\/chat\.example\.com\/unsubscribe\?token=[^>]+>$/, true],
    ['a mailbox only', null, 'u@example.com', /^<mailto:u@example\.com\?subject=unsubscribe%20[^>]+>$/, false],
  ])('with %s', (_name, publicUrl, mailto, expected, oneClick) => {
    const headers = listUnsubscribeHeaders({ publicUrl, mailto, secret: SECRET }, 'bob');
    expect(headers['List-Unsubscribe']).toMatch(expected);
    expect(headers['List-Unsubscribe-Post']).toBe(oneClick ? 'List-Unsubscribe=One-Click' : undefined);
  });

  it('adds no header when neither a public URL nor a mailbox is configured', () => {
    expect(listUnsubscribeHeaders({ publicUrl: null, mailto: null, secret: SECRET }, 'bob')).toEqual({});
  });
});
