import { describe, expect, it } from 'vitest';
import type { EmailBatch } from '../../../src/server/email/emailQueue';
import { escapeHtml, renderEmail } from '../../../src/server/email/renderEmail';

const BATCH: EmailBatch = {
  id: 1,
  recipientEmail: 'bob@example.com',
  recipientName: 'Bob',
  channelId: 'bounty-1',
  channelTitle: 'Fix the login bug',
  kind: 'message',
  isDM: false,
  attempts: 0,
  createdAt: 0,
  items: [{ senderName: 'Ada', text: 'hello', createdAt: 0 }],
};

describe('renderEmail', () => {
  it('names the sender and channel for one message', () => {
    const email = renderEmail(BATCH);
    expect(email.subject).toBe('New message from Ada in Fix the login bug');
    expect(email.text).toContain('Ada: hello');
  });

  it('lists every coalesced message', () => {
    const email = renderEmail({ ...BATCH, items: [...BATCH.items, { senderName: 'Ada', text: 'are you there?', createdAt: 1 }] });
    expect(email.subject).toBe('2 new messages in Fix the login bug');
    expect(email.html).toContain('hello');
    expect(email.html).toContain('are you there?');
  });

  it('escapes markup in message text, names and titles', () => {
    const email = renderEmail({
      ...BATCH,
      channelTitle: '<b>t</b>',
      items: [{ senderName: '<i>Eve</i>', text: '<script>alert("x")</script> & \'q\'', createdAt: 0 }],
    });
    expect(email.html).not.toMatch(/<script|<i>|<b>/);
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;');
    expect(email.text).toContain('<script>alert("x")</script>');
  });

  it('words a private-chat notice', () => {
    expect(renderEmail({ ...BATCH, kind: 'private-chat', isDM: true }).subject).toBe('Ada started a private chat with you');
  });

  it('escapeHtml leaves plain text alone', () => expect(escapeHtml('plain text 123')).toBe('plain text 123'));
});
