import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../src/server/http/requestPath';

/** What the URL parser makes of `url`; `''` where it refuses it (`//:` is no URL at all). */
function parsed(url: string): string {
  try {
    return new URL(url, 'http://service').pathname;
  } catch {
    return '';
  }
}

describe('pathOf', () => {
  it('reads every path as the URL parser does, tricky ones included', () => {
    const urls = [
      '/api/stream-chat/get-unread-messages', '/webhooks/stream', '/api/host/v1/users/u-1', '/', '//evil/x', '/a//b', '/a/./b',
      '/a/../b', '/a/%2e%2e/b', '/a%2Fb', '/a?x=1', '/a#frag', '/a/', '/A_b-9', '/a b', '/é', '\\a\\b', '/a\\..\\b', '/a;b', '/..', '',
    ];
    for (const url of urls) expect(pathOf(url), url).toBe(parsed(url));
    expect(pathOf(undefined)).toBe('/');
    expect(pathOf('//:')).toBe('');
  });

  it('agrees with the URL parser on 5,000 random paths made of the characters that matter', () => {
    const alphabet = ['/', '/', 'a', 'Z', '0', '-', '_', '.', '%', '2', 'e', '?', '#', '\\', ' ', ':', '@'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 5_000; i++) {
      const url = '/' + Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(pathOf(url), url).toBe(parsed(url));
    }
  });
});
