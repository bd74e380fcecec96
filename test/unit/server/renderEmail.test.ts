// The chat e-mail: a subject that names the person and the bounty, times in the recipient's zone and language, a
// button back to the conversation, the board's name and colour, a footer that says why it came, and a plain-text
// part with the same content.
import { describe, expect, it } from 'vitest';
import type { DigestItem, EmailDigest } from '../../../src/server/email/emailRequest';
import { escapeHtml, renderEmail } from '../../../src/server/email/renderEmail';
import { DEFAULT_RENDER_OPTIONS } from '../../../src/server/email/renderOptions';
import { textOn } from '../../../src/server/email/emailLayout';

const ITEM: DigestItem = { kind: 'message', channelId: 'bounty-1', channelTitle: 'Fix the login bug', bountyId: 'b1', isDM: false, senderName: 'Ada', text: 'hello', createdAt: 0 };

function digest(...items: Partial<DigestItem>[]): EmailDigest {
  return { id: 1, recipientId: 'bob', recipientEmail: 'bob@example.com', recipientName: 'Bob', attempts: 0, createdAt: 0, items: items.map((item) => ({ ...ITEM, ...item })) };
}

const DM = { channelId: 'dm-1', isDM: true, channelTitle: 'Fix the flaky checkout test', senderName: 'Bob Poster' };

describe('renderEmail', () => {
  it.each([
    ['one message', [{}], 'Ada about Fix the login bug'],
    ['a DM names the person and the bounty', [DM, { ...DM, text: 'still there?' }], 'Bob Poster about Fix the flaky checkout test'],
    ['a DM whose bounty is unknown', [{ ...DM, channelTitle: 'a direct message' }], 'Bob Poster wrote to you'],
    ['two writers', [{}, { senderName: 'Cy' }], 'Ada and Cy about Fix the login bug'],
    ['three writers', [{}, { senderName: 'Cy' }, { senderName: 'Dee' }], 'Ada and 2 others about Fix the login bug'],
    ['two conversations', [{}, DM, { text: 'again' }], 'Ada about Fix the login bug and 1 more conversation'],
    ['a notice alone', [{ kind: 'private-chat', text: '' }], 'Ada started a private chat with you'],
    ['a notice and a message', [{ kind: 'private-chat', text: '', senderName: 'Cy' }, {}], 'Ada about Fix the login bug'],
    ['a title with a line break stays one header line', [{ channelTitle: 'Fix\r\nBcc: x@evil.test' }], 'Ada about Fix Bcc: x@evil.test'],
  ] as const)('subject for %s', (_, items, subject) => {
    expect(renderEmail(digest(...items)).subject).toBe(subject);
  });

  it('the plain-text part lists every message with its time, then the footer', () => {
    const email = renderEmail(digest({}, { text: 'are you there?' }));
    expect(email.text).toBe(
      'Hello Bob,\n\nYou have 2 new messages in Fix the login bug, sent at 00:00 UTC:\n\n[00:00 UTC] Ada: hello\n\n[00:00 UTC] Ada: are you there?\n\n'
      + 'Sign in to BountyChat to reply.\n\n--\nWhy you got this: BountyChat e-mails you when someone writes to you in a conversation while you are away, at most once every few minutes.\n',
    );
  });

  it('names each conversation of a digest with the messages under it, and the private-chat notices', () => {
    const email = renderEmail(digest({ kind: 'private-chat', text: '', senderName: 'Dee' }, {}, { ...DM, senderName: 'Cy', text: 'hi Bob' }, { text: 'again' }));
    expect(email.text).toContain('Dee started a private chat with you on BountyChat.\n\nYou have 3 new messages in 2 conversations');
    expect(email.text).toContain('In Fix the login bug:\n\n[00:00 UTC] Ada: hello\n\n[00:00 UTC] Ada: again\n\nIn a direct message with Cy about Fix the flaky checkout test:\n\n[00:00 UTC] Cy: hi Bob');
    expect(email.html).toContain('In a direct message with Cy about Fix the flaky checkout test</h3>');
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
    ['UTC', 'en-GB', 'between 21:20 and 21:22 UTC', '21:22 UTC'],
    ['Europe/Paris', 'en-GB', 'between 22:20 and 22:22 CET', '22:22 CET'],
    ['America/New_York', 'en-US', 'between 4:20 PM and 4:22 PM EST', '4:22 PM EST'],
    ['Europe/Berlin', 'de-DE', 'between 22:20 and 22:22 MEZ', '22:22 MEZ'],
  ])('states times in the recipient\'s zone %s and language %s', (timeZone, locale, span, last) => {
    const at = Date.UTC(2026, 10, 25, 21, 20);
    const email = renderEmail(digest({ createdAt: at }, { createdAt: at + 2 * 60_000, text: 'later' }), DEFAULT_RENDER_OPTIONS, { timeZone, locale });
    expect(email.text).toContain(`sent ${span}:`);
    expect(email.text).toContain(`[${last}] Ada: later`);
    expect(email.html).toContain(`sent ${span}:`);
  });

  it('without a zone of her own, the service\'s zone and language', () => {
    const at = Date.UTC(2026, 10, 25, 21, 20);
    const email = renderEmail(digest({ createdAt: at }), { ...DEFAULT_RENDER_OPTIONS, timeZone: 'Europe/Paris' }, { timeZone: null, locale: null });
    expect(email.text).toContain('sent at 22:20 CET:');
  });

  it('lists at most maxItems messages and maxBytes of text, and counts the rest', () => {
    const many = Array.from({ length: 32 }, (_, index) => ({ text: `message ${index}` }));
    const email = renderEmail(digest(...many), { ...DEFAULT_RENDER_OPTIONS, maxItems: 20 });
    expect(email.text).toContain('You have 32 new messages');
    expect(email.text).toContain('[00:00 UTC] Ada: message 19\n\n… and 12 more messages.');
    expect(email.text).not.toContain('message 20');
    const long = renderEmail(digest({ text: 'x'.repeat(600) }, { text: 'y'.repeat(600) }, { text: 'z' }), { ...DEFAULT_RENDER_OPTIONS, maxBytes: 1000 });
    expect(long.text).toContain('… and 2 more messages.');
    expect(long.text).not.toContain('yyy');
  });

  it("the board's name and colour, a button to the conversation with its channel and bounty ids, the footer's links", () => {
    const options = {
      ...DEFAULT_RENDER_OPTIONS, productName: 'JobChat', brandColor: '#ffcc00', settingsUrl: 'https://jobs.example.com/settings/email',
      conversationUrl: 'https://jobs.example.com/bounties/{bountyId}/chat?c={channelId}',
    };
    const email = renderEmail(digest({ channelId: 'bounty 1&x', bountyId: 'b/1' }), options, { unsubscribeUrl: 'https://chat.jobs.example.com/unsubscribe?token=t' });
    const link = 'https://jobs.example.com/bounties/b%2F1/chat?c=bounty%201%26x';
    expect(email.fromName).toBe('Ada via JobChat');
    expect(email.text).toContain(`Open the conversation: ${link}`);
    expect(email.text).not.toContain('Sign in');
    expect(email.html).toMatch(new RegExp(`<td class="bc-button-cell" bgcolor="#ffcc00"[^>]*><a class="bc-button" href="${link.replace(/[?.]/g, '\\$&')}" style="[^"]*color:#000000[^"]*">Open the conversation</a>`));
    expect(email.html).toContain('<td class="bc-text" style="padding:20px 28px 14px;border-bottom:3px solid #ffcc00;');
    expect(email.html).toContain('>JobChat</td>');
    expect(email.html).not.toContain('BountyChat');
    expect(email.html).toContain('<strong>Why you got this:</strong> JobChat e-mails you');
    expect(email.html).toContain('href="https://jobs.example.com/settings/email"');
    expect(email.html).toContain('href="https://chat.jobs.example.com/unsubscribe?token=t"');
    expect(email.text).toContain('--\nWhy you got this: JobChat e-mails you');
    expect(email.text).toContain('E-mail settings: https://jobs.example.com/settings/email\nUnsubscribe: https://chat.jobs.example.com/unsubscribe?token=t\n');
    expect(renderEmail(digest({}, { senderName: 'Cy' }), options).fromName).toBe('JobChat');
    expect(email.html).not.toMatch(/<img/);
  });

  it('the HTML part is a table layout that declares light and dark', () => {
    const html = renderEmail(digest({})).html;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain('<table role="presentation" width="100%"');
  });

  describe('dark mode', () => {
    const options = { ...DEFAULT_RENDER_OPTIONS, brandColor: '#0b7a5a', conversationUrl: 'https://jobs.example.com/c/{channelId}' };
    const html = renderEmail(digest({}, { text: 'later' }), options, { unsubscribeUrl: 'https://chat.example.com/u?t=1' }).html;
    const style = html.match(/<head>.*<style>(.*)<\/style><\/head>/)?.[1] ?? '';
    const media = style.match(/@media \(prefers-color-scheme: dark\)\{(.*?\})\}/)?.[1] ?? '';

    it.each([
      ['the page', '.bc-page{background-color:#121417!important}'],
      ['the card', '.bc-card{background-color:#1e2126!important}'],
      ['the text', '.bc-text{color:#e8eaed!important}'],
      ['times and the footer', '.bc-muted{color:#b0b5bb!important}'],
      ['the footer\'s rule', '.bc-rule{border-color:#3c4148!important}'],
      ['links', '.bc-link{color:#8ab4f8!important}'],
      ['the button: the board\'s colour with a light edge', '.bc-button-cell{background-color:#0b7a5a!important;border-color:#e8eaed!important}'],
      ['the button\'s text: white on this green', '.bc-button{color:#ffffff!important}'],
    ])('the media query recolours %s, over the inline light colour', (_, rule) => {
      expect(media).toContain(rule);
    });

    it("Outlook.com's forced dark: text rules under [data-ogsc], backgrounds under [data-ogsb]", () => {
      expect(style).toContain('[data-ogsc] .bc-text{color:#e8eaed!important}');
      expect(style).toContain('[data-ogsc] .bc-button{color:#ffffff!important}');
      expect(style).toContain('[data-ogsb] .bc-card{background-color:#1e2126!important}');
      expect(style).toContain('[data-ogsb] .bc-button-cell{background-color:#0b7a5a!important;border-color:#e8eaed!important}');
      expect(style).not.toMatch(/\[data-ogsc\] \.bc-card|\[data-ogsb\] \.bc-text/);
    });

    it('every coloured element wears its class and keeps its light colour inline (Gmail ignores the media query)', () => {
      expect(html).toContain('<body class="bc-page" style="margin:0;padding:0;background:#f4f5f7">');
      expect(html).toMatch(/<table class="bc-card" [^>]*style="[^"]*background:#ffffff/);
      expect(html).toMatch(/<p class="bc-text" style="[^"]*color:#1d1d1f">Hello Bob,<\/p>/);
      expect(html).toMatch(/<span class="bc-muted" style="color:#5f6368;[^"]*">00:00 UTC<\/span>/);
      expect(html).toMatch(/<td class="bc-button-cell" bgcolor="#0b7a5a" style="[^"]*border:1px solid #0b7a5a">/);
      expect(html).toMatch(/<a class="bc-muted" href="https:\/\/chat\.example\.com\/u\?t=1" style="color:#5f6368;/);
    });

    it('a light brand colour keeps black text on its button in dark too', () => {
      const light = renderEmail(digest({}), { ...options, brandColor: '#ffcc00' }).html;
      expect(light).toContain('.bc-button{color:#000000!important}');
      expect(light).toContain('.bc-button-cell{background-color:#ffcc00!important;');
    });

    it('nothing from a message reaches the style block', () => {
      const hostile = renderEmail(digest({ text: '</style><style>body{color:red}', senderName: '}.bc-text{color:red' }), options).html;
      expect(hostile.match(/<style>/g)).toHaveLength(1);
      expect(hostile.match(/<style>.*<\/style>/)?.[0]).not.toContain('red');
    });
  });

  it('the button text is black on a light colour, white on a dark one', () => {
    expect(textOn('#ffcc00')).toBe('#000000');
    expect(textOn('#1f5fbf')).toBe('#ffffff');
  });

  it('escapeHtml leaves plain text alone', () => expect(escapeHtml('plain text 123')).toBe('plain text 123'));
});
