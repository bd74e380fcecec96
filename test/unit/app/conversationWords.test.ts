// The conversation's own words in a language: the pure rules (the composer's warning, the send blocker, an own
// message's status, a notification) speak the locale's words when given them, and the host's `texts` go over them.
import { describe, expect, it } from 'vitest';
import { loadConversationTexts } from '../../../src/app/i18n/conversationTexts.js';
import { englishConversationTexts } from '../../../src/chat/texts/allConversationWords.js';
import { loadSafetyTexts } from '../../../src/app/i18n/safetyTexts.js';
import { contactWarning } from '../../../src/chat/bounty/contactWarning.js';
import { sendBlockerText } from '../../../src/chat/composer/sendBlocker.js';
import { attachmentLimitRefusal } from '../../../src/chat/composer/attachmentLimit.js';
import { messageStatus } from '../../../src/chat/message/messageStatus.js';
import { desktopNotice, noticeTexts } from '../../../src/chat/desktopNotice.js';
import { arrivalPreview } from '../../../src/chat/arrivalPreview.js';
import { withName } from '../../../src/chat/safety/safetyTexts.js';

const MASKED = { kind: 'dm', contact_policy: 'mask-until-awarded', status: 'open', candidate_id: 'casey', owner_id: 'bob' };
const DM = 'dm-0123456789abcdef0123456789abcdef01234567';

describe("the conversation's words in German", () => {
  it("the composer's warning names the hidden links and counts the rest", async () => {
    const de = await loadConversationTexts('de-AT', undefined, englishConversationTexts);
    const text = 'ruf +49 30 1234 5678 an, https://a.example/x https://b.example https://c.example https://d.example';
    expect(contactWarning(text, MASKED, [], de)).toBe([
      'Telefonnummern und E-Mail-Adressen bleiben verborgen, bis das Bounty vergeben ist',
      'Links zu anderen Websites bleiben verborgen, bis das Bounty vergeben ist: a.example/…, b.example, c.example und 1 weitere',
    ].join('\n'));
  });

  it('the send blocker, the attachment limit and the status under an own message', async () => {
    const de = await loadConversationTexts('de', undefined, englishConversationTexts);
    expect(sendBlockerText('uploads-pending', de)).toBe('Warte, bis alle Anhänge hochgeladen sind');
    expect(sendBlockerText('too-many-attachments', de)).toBe('Du kannst höchstens 30 Anhänge hochladen');
    expect(attachmentLimitRefusal(29, 2, 30, de.tooManyAttachments)).toBe('Du kannst höchstens 30 Anhänge hochladen');
    expect(messageStatus({ status: 'sending' }, de).text).toBe('Wird gesendet …');
    expect(messageStatus({ status: 'failed', error: { status: 500 } }, de).text).toBe('Senden fehlgeschlagen · Zum erneuten Versuch klicken');
  });

  it("a notification's and the launcher preview's own words", async () => {
    const texts = noticeTexts(await loadConversationTexts('de', undefined, englishConversationTexts));
    const mention = desktopNotice({
      channelType: 'messaging', channelId: 'bounty-1', channelName: 'Zaun streichen', selfId: 'alice', hidden: true,
      message: { id: 'm1', type: 'regular', text: '', attachments: [{ type: 'image' }], mentioned_users: [{ id: 'alice' }], user: { id: 'bob' } },
    }, texts);
    expect(mention && { title: mention.title, body: mention.body }).toEqual({ title: 'Jemand in Zaun streichen', body: 'Hat einen Anhang gesendet' });
    const arrival = arrivalPreview({
      channelType: 'messaging', channelId: DM, selfId: 'alice',
      message: { id: 'm2', type: 'regular', text: '', attachments: [{ type: 'file' }], user: { id: 'bob', name: 'Bob' } },
    }, texts);
    expect(arrival?.body).toBe('Hat einen Anhang gesendet');
  });

  it("the host's texts win over the translation, and a language the widget lacks reads in English", async () => {
    expect((await loadConversationTexts('de', { bountyOpen: 'Läuft' }, englishConversationTexts)).bountyOpen).toBe('Läuft');
    expect((await loadConversationTexts('de', { bountyOpen: 'Läuft' }, englishConversationTexts)).bountyAwarded).toBe('Vergeben');
    expect((await loadConversationTexts('sw', undefined, englishConversationTexts)).bountyOpen).toBe('Open');
    const ar = await loadSafetyTexts('ar', { reportWhy: 'ما الذي حدث؟' });
    expect(withName(ar.blockConfirm, 'Bob')).toBe('حظر Bob؟');
    expect(ar.reportWhy).toBe('ما الذي حدث؟');
  });
});
