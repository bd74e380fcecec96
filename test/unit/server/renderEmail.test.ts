import { describe, expect, it } from 'vitest';
import type { DigestItem, EmailDigest } from '../../../src/server/email/emailRequest';
import { escapeHtml, renderEmail } from '../../../src/server/email/renderEmail';
import { DEFAULT_RENDER_OPTIONS } from '../../../src/server/email/renderOptions';

const ITEM: DigestItem = { kind: 'message', channelId: 'bounty-1', channelTitle: 'Fix the login bug', isDM: false, senderName: 'Ada', text: 'hello', createdAt: 0 };

function digest(...items: Partial<DigestItem>[]): EmailDigest {
  return { id: 1, recipientId: 'bob', recipientEmail: 'bob@example.com', recipientName: 'Bob', attempts: 0, createdAt: 0, items: items.map((item) => ({ ...ITEM, ...item })) };
}

describe('renderEmail', () => {
  it.each([
    ['one message', [{}], 'New message from Ada in Fix the login bug'],
    ['two in one channel', [{}, { text: 'are you there?' }], '2 new messages in Fix the login bug'],
    ['one DM message', [{ isDM: true, channelId: 'dm-1' }], 'New message from Ada in a direct message'],
    ['three in two channels', [{}, { channelId: 'dm-1', isDM: true, senderName: 'Cy' }, { text: 'again' }], '3 new messages in 2 conversations'],
    ['a notice alone', [{ kind: 'private-chat', text: '' }], 'Ada started a private chat with you'],
    ['a notice and a message', [{ kind: 'private-chat', text: '', senderName: 'Cy' }, {}], 'New message from Ada in Fix the login bug'],
  ] as const)('subject for %s', (_, items, subject) => {
    expect(renderEmail(digest(...items)).subject).toBe(subject);
  });

  it('lists every message of a single channel without channel headings', () => {
    const email = renderEmail(digest({}, { text: 'are you there?' }));
    expect(email.text).toBe('Hello Bob,\n\nYou have 2 new messages in Fix the login bug, sent at 00:00 UTC:\n\nAda: hello\n\nAda: are you there?\n\nSign in to reply.\n');
    expect(email.html).toContain('are you there?');
  });

  it('names each channel of a digest with the messages under it, and the private-chat notices', () => {
    const email = renderEmail(
      digest({ kind: 'private-chat', text: '', senderName: 'Dee' }, {}, { channelId: 'dm-1', isDM: true, senderName: 'Cy', text: 'hi Bob' }, { text: 'again' }),
    );
    expect(email.text).toBe(
      'Hello Bob,\n\nDee started a private chat with you on BountyChat.\n\nYou have 3 new messages in 2 conversations, sent at 00:00 UTC:\n\n' +
        'In Fix the login bug:\n\nAda: hello\n\nAda: again\n\nIn a direct message with Cy:\n\nCy: hi Bob\n\nSign in to reply.\n',
    );
    expect(email.html).toContain('<h3>In Fix the login bug</h3>');
    expect(email.html).toContain('<h3>In a direct message with Cy</h3>');
    expect(email.html).toContain('Dee started a private chat with you on BountyChat.');
  });

  it('escapes markup in message text, names and titles', () => {
    const email = renderEmail(
      digest(
        { channelTitle: '<b>t</b>', senderName: '<i>Eve</i>', text: '<script>alert("x")</script> & \'q\'' },
        { channelId: 'other', channelTitle: '<u>x</u>' },
        { kind: 'private-chat', senderName: '<em>Mal</em>', text: '' },
      ),
    );
    expect(email.html).not.toMatch(/<script|<i>|<b>|<u>|<em>/);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;');
    expect(email.html).toContain('&lt;b&gt;t&lt;/b&gt;');
    expect(email.text).toContain('<script>alert("x")</script>');
  });

  it.each([
    ['UTC', 'between 21:20 and 21:22 UTC'],
    ['Europe/Paris', 'between 22:20 and 22:22 CET'],
    ['America/New_York', 'between 16:20 and 16:22 GMT-5'],
  ])('states times in the zone %s, naming it', (timeZone, span) => {
    const at = Date.UTC(2026, 10, 25, 21, 20);
    const email = renderEmail(digest({ createdAt: at }, { createdAt: at + 2 * 60_000, text: 'later' }), { ...DEFAULT_RENDER_OPTIONS, timeZone });
    expect(email.text).toContain(`sent ${span}:`);
    expect(email.html).toContain(`sent ${span}:`);
  });

  it('lists at most maxItems messages and maxBytes of text, and counts the rest', () => {
    const many = Array.from({ length: 32 }, (_, index) => ({ text: `message ${index}` }));
    const email = renderEmail(digest(...many), { ...DEFAULT_RENDER_OPTIONS, maxItems: 20 });
    expect(email.subject).toBe('32 new messages in Fix the login bug');
    expect(email.text).toContain('Ada: message 19\n\n… and 12 more messages.');
    expect(email.text).not.toContain('message 20');
    const long = renderEmail(digest({ text: 'x'.repeat(600) }, { text: 'y'.repeat(600) }, { text: 'z' }), { ...DEFAULT_RENDER_OPTIONS, maxBytes: 1000 });
    expect(long.text).toContain('… and 2 more messages.');
    expect(long.text).not.toContain('yyy');
  });

  it('shows the sender as "<name> via <product>", links the conversation, and names the product', () => {
    const options = { ...DEFAULT_RENDER_OPTIONS, productName: 'JobChat', conversationUrl: 'https://jobs.example.com/chat?c={channelId}' };
    const email = renderEmail(digest({ channelId: 'bounty 1&x' }), options);
    expect(email.fromName).toBe('Ada via JobChat');
    expect(email.text).toContain('Open the conversation: https://jobs.example.com/chat?c=bounty%201%26x');
    expect(email.html).toContain('<a href="https://jobs.example.com/chat?c=bounty%201%26x">Open the conversation</a>');
    expect(renderEmail(digest({}, { senderName: 'Cy' }), options).fromName).toBe('JobChat');
    expect(renderEmail(digest({ kind: 'private-chat', text: '' }), options).text).toContain('Ada started a private chat with you on JobChat.');
    expect(email.html).not.toMatch(/<img/);
  });

  it('escapeHtml leaves plain text alone', () => expect(escapeHtml('plain text 123')).toBe('plain text 123'));
});
