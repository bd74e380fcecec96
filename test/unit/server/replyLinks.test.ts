// The reply addressing of chat e-mails: one Reply-To, and one reply link per conversation in a digest.
import { describe, expect, it } from 'vitest';
import type { DigestItem, EmailDigest } from '../../../src/server/email/emailRequest';
import { renderEmail } from '../../../src/server/email/renderEmail';
import { replyAddressing, withReplyLinks } from '../../../src/server/inbound/replyLinks';

const item = (channelId: string, channelTitle: string, senderName: string): DigestItem => ({
  kind: 'message', channelId, channelTitle, isDM: false, senderName, text: 'hi', createdAt: 0,
});
const digest = (items: DigestItem[]): EmailDigest => ({ id: 1, recipientId: 'dana', recipientEmail: 'dana@example.com', recipientName: 'Dana', attempts: 0, createdAt: 0, items });
const handleFor = async (recipient: string, channel: string) => `${recipient}-${channel}`;

describe('reply addressing', () => {
  it('gives a digest of several conversations one mailto link each, and the most recent as Reply-To', async () => {
    const covering = digest([item('c1', 'Fix the flaky checkout test', 'Casey'), item('c2', 'Port the app to Rust', 'Ada'), item('c1', 'Fix the flaky checkout test', 'Casey')]);
    const addressing = await replyAddressing(covering, 'reply.example.com', handleFor);
    expect(addressing?.headers).toEqual({ 'Reply-To': 'reply+dana-c1@reply.example.com' });
    const email = withReplyLinks(renderEmail(covering), addressing);
    expect(email.text).toContain('Reply to Casey about Fix the flaky checkout test: mailto:reply+dana-c1@reply.example.com');
    expect(email.text).toContain('Reply to Ada about Port the app to Rust: mailto:reply+dana-c2@reply.example.com');
    expect(email.html).toContain('<a class="bc-link" href="mailto:reply+dana-c2@reply.example.com" style="color:#1a56b8">Reply to Ada about Port the app to Rust</a>');
    // After the messages, before the footer that says why the e-mail came.
    expect(email.text.indexOf('Reply to Ada')).toBeLessThan(email.text.indexOf('Why you got this'));
    expect(email.html.indexOf('Reply to Ada')).toBeLessThan(email.html.indexOf('Why you got this'));
  });

  it('gives one conversation its Reply-To and no links', async () => {
    const addressing = await replyAddressing(digest([item('c1', 'Fix it', 'Casey')]), 'reply.example.com', handleFor);
    expect(addressing?.links).toEqual([]);
    expect(withReplyLinks(renderEmail(digest([item('c1', 'Fix it', 'Casey')])), addressing).text).toContain('reply to this e-mail');
  });
});
