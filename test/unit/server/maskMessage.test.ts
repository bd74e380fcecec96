// The rule over a whole message: every text masked, link cards and outside addresses stripped, what cannot be
// rewritten refused.
import { describe, expect, it } from 'vitest';
import { FIELDS_REFUSED, FILE_NAME_REFUSED, POLL_REFUSED, maskMessage } from '../../../src/server/bounties/maskMessage';
import type { MessageRuleContext, MessageVerdict } from '../../../src/server/bounties/maskMessage';
import type { ProviderPoll } from '../../../src/server/provider/chatProvider';

const HIDDEN = '[contact details hidden]';
const LINK = '[link hidden]';
const UPLOAD = 'https://us-east.stream-io-cdn.com/1/attachments/notes.pdf';
const context = (poll: ProviderPoll | null = null): MessageRuleContext => ({
  linkDomains: ['jobs.example.com'],
  isUpload: (url) => url.startsWith('https://us-east.stream-io-cdn.com/'),
  poll,
});
const clean: ProviderPoll = { fields: { name: 'Start date?', options: ['Monday', 'Tuesday'] }, takesVoterText: false };

describe('maskMessage', () => {
  it.each<[string, Record<string, unknown>, ProviderPoll | null, MessageVerdict]>([
    ['a message without contact details is stored as sent', { id: 'm', text: 'the reward is $400', attachments: [{ type: 'file', asset_url: UPLOAD, title: 'notes.pdf' }] }, null, { kind: 'same' }],
    ['the text', { id: 'm', text: 'bob@gmail.com' }, null, { kind: 'rewrite', message: { id: 'm', text: HIDDEN } }],
    ["an upload's title and fallback", { text: '', attachments: [{ type: 'image', image_url: UPLOAD, fallback: 'call 415-555-2671.png', title: 'alice.dev' }] }, null,
      { kind: 'rewrite', message: { text: '', attachments: [{ type: 'image', image_url: UPLOAD, fallback: `call ${HIDDEN}.png`, title: LINK }] } }],
    ['a link card is stripped', { text: 'hi', attachments: [{ type: 'link', title_link: 'https://wa.me/1', title: 'WhatsApp' }] }, null, { kind: 'rewrite', message: { text: 'hi', attachments: [] } }],
    ['an outside image is stripped', { text: 'hi', attachments: [{ type: 'image', image_url: 'https://evil.example/a.png' }] }, null, { kind: 'rewrite', message: { text: 'hi', attachments: [] } }],
    ['a file named with contact details is refused', { text: 'hi', attachments: [{ type: 'file', asset_url: 'https://us-east.stream-io-cdn.com/1/bob%40gmail.com.pdf' }] }, null, { kind: 'refuse', reason: FILE_NAME_REFUSED }],
    ['custom fields, nested too', { text: 'hi', card: { phone: '+44 20 7946 0958', tags: ['t.me/alice_dev', 'ok'] } }, null,
      { kind: 'rewrite', message: { text: 'hi', card: { phone: HIDDEN, tags: [LINK, 'ok'] } } }],
    ['a custom field named with contact details is refused', { text: 'hi', 'bob@gmail.com': true }, null, { kind: 'refuse', reason: FIELDS_REFUSED }],
    ['ids and the quoted message are not read', { text: 'hi', user_id: 'bob@gmail.com', quoted_message: { text: 'bob@gmail.com' } }, null, { kind: 'same' }],
    ['a clean poll', { text: '', poll_id: 'p' }, clean, { kind: 'same' }],
    ['a poll with contact details', { text: '', poll_id: 'p' }, { fields: { name: 'Reach me', options: ['+1 415 555 2671'] }, takesVoterText: false }, { kind: 'refuse', reason: POLL_REFUSED }],
    ['a poll that takes answers', { text: '', poll_id: 'p' }, { ...clean, takesVoterText: true }, { kind: 'refuse', reason: POLL_REFUSED }],
    ['a poll the provider does not have', { text: '', poll_id: 'p' }, null, { kind: 'refuse', reason: POLL_REFUSED }],
  ])('%s', (_name, message, poll, expected) => {
    expect(maskMessage(message, context(poll))).toEqual(expected);
  });
});
