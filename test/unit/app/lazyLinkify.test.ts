// The SDK's link finder without linkifyjs in the channel list: the first call starts loading the package and
// finds nothing; once it is here, every call finds exactly what linkifyjs finds.
import { describe, expect, it, vi } from 'vitest';
import * as linkify from 'linkifyjs';
import { find, linkifyReady } from '../../../src/app/kitDeps/lazyLinkify.js';

const TEXT = 'Brief at https://jobs.example.com/b/42 and docs.example.org, mail hr@example.com';

describe('the lazy link finder', () => {
  it('finds nothing before linkifyjs has loaded, then what linkifyjs finds', async () => {
    expect(find(TEXT, 'url', { defaultProtocol: 'https' })).toEqual([]);
    await vi.waitFor(() => expect(find(TEXT)).not.toEqual([]));
    expect(find(TEXT, 'url', { defaultProtocol: 'https' })).toEqual(linkify.find(TEXT, 'url', { defaultProtocol: 'https' }));
    expect(find(TEXT)).toEqual(linkify.find(TEXT));
    expect(find(TEXT).map((link) => link.href)).toEqual(['https://jobs.example.com/b/42', 'http://docs.example.org', 'mailto:hr@example.com']);
  });

  it('says when it finds links: a composer looks again at a link pasted before then', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/app/kitDeps/lazyLinkify.js');
    expect(fresh.find(TEXT, 'url')).toEqual([]);
    await fresh.linkifyReady();
    expect(fresh.find(TEXT, 'url').length).toBe(2);
    await linkifyReady();
  });
});
