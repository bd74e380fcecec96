// Authentication-Results (RFC 8601) as real MXs write them: only the trusted MX's verdict counts, and only an
// aligned DKIM or SPF pass.
import { describe, expect, it } from 'vitest';
import { authenticatedFrom, parseAuthResults } from '../../../src/server/inbound/authResults';

const GMAIL =
  ' mx.google.com;\r\n       dkim=pass header.i=@example.com header.s=20230601 header.b=Abc123;\r\n       spf=pass (google.com: domain of pat@example.com designates 209.85.220.41 as permitted sender) smtp.mailfrom=pat@example.com;\r\n       dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=example.com';
const MICROSOFT = 'spf=pass (sender IP is 40.107.1.2) smtp.mailfrom=mail.example.com; dkim=pass (signature was verified) header.d=example.com;dmarc=pass action=none header.from=example.com;compauth=pass reason=100';
const OPENDKIM = 'mx.jobs.example (OpenDKIM); dkim=pass (2048-bit key; unprotected) header.d=example.com header.i=@example.com header.a=rsa-sha256 header.s=s1 header.b=XyZ';
const SPF_ONLY = 'mx.jobs.example; spf=pass (mx.jobs.example: domain of pat@example.com designates 192.0.2.1 as permitted sender) smtp.mailfrom=pat@example.com smtp.helo=mail.example.com';
const RSPAMD = 'mx.jobs.example;\r\n\tdkim=pass header.d=mail.example.com header.s=dkim header.b="a(b;c)";\r\n\tspf=fail (mx.jobs.example: domain of x@evil.example is not allowed) smtp.mailfrom=x@evil.example';

describe('parseAuthResults', () => {
  it('reads the authserv-id, methods, results and properties, without comments', () => {
    expect(parseAuthResults(GMAIL)).toEqual({
      authservId: 'mx.google.com',
      results: [
        { method: 'dkim', result: 'pass', props: { 'header.i': '@example.com', 'header.s': '20230601', 'header.b': 'Abc123' } },
        { method: 'spf', result: 'pass', props: { 'smtp.mailfrom': 'pat@example.com' } },
        { method: 'dmarc', result: 'pass', props: { 'header.from': 'example.com' } },
      ],
    });
    expect(parseAuthResults(RSPAMD)?.results[0]?.props['header.b']).toBe('a(b;c)');
    expect(parseAuthResults('mx.jobs.example 1; none')).toEqual({ authservId: 'mx.jobs.example', results: [] });
    expect(parseAuthResults('   ')).toBeNull();
  });
});

describe('authenticatedFrom', () => {
  it.each([
    ['Gmail: DKIM by header.i, SPF', [GMAIL], 'mx.google.com', 'pat@example.com', true],
    ["Microsoft's first token is a result, not the trusted id", [MICROSOFT], 'mx.jobs.example', 'pat@example.com', false],
    ['OpenDKIM with a comment after the id', [OPENDKIM], 'mx.jobs.example', 'Pat@Example.com', true],
    ['SPF alone, aligned', [SPF_ONLY], 'mx.jobs.example', 'pat@example.com', true],
    ['DKIM of a subdomain aligns (relaxed)', [RSPAMD], 'mx.jobs.example', 'pat@example.com', true],
    ['From a subdomain, DKIM of the parent aligns', [OPENDKIM], 'mx.jobs.example', 'pat@eu.example.com', true],
    ['another authserv-id is ignored', [OPENDKIM], 'mx.other.example', 'pat@example.com', false],
    ["the sender's own header under another id", ['mx.attacker.example; dkim=pass header.d=example.com', SPF_ONLY.replace('spf=pass', 'spf=fail')], 'mx.jobs.example', 'pat@example.com', false],
    ['a pass for another domain', ['mx.jobs.example; dkim=pass header.d=evil.example; spf=pass smtp.mailfrom=evil.example'], 'mx.jobs.example', 'pat@example.com', false],
    ['a look-alike suffix does not align', ['mx.jobs.example; dkim=pass header.d=notexample.com'], 'mx.jobs.example', 'pat@example.com', false],
    ['a one-label domain aligns nothing', ['mx.jobs.example; dkim=pass header.d=com'], 'mx.jobs.example', 'pat@example.com', false],
    ['fail, softfail, neutral and none are no pass', ['mx.jobs.example; dkim=fail header.d=example.com; spf=softfail smtp.mailfrom=example.com; dkim=neutral header.d=example.com'], 'mx.jobs.example', 'pat@example.com', false],
    ['smtp.helo is not the mail-from', ['mx.jobs.example; spf=pass smtp.helo=example.com'], 'mx.jobs.example', 'pat@example.com', false],
    ['DMARC alone is not taken', ['mx.jobs.example; dmarc=pass header.from=example.com'], 'mx.jobs.example', 'pat@example.com', false],
    ['no header at all', [], 'mx.jobs.example', 'pat@example.com', false],
    ['no From address', [OPENDKIM], 'mx.jobs.example', '', false],
  ])('%s', (_name, headers, authservId, from, expected) => expect(authenticatedFrom(headers, authservId, from)).toBe(expected));
});
