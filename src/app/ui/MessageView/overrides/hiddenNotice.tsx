/**
 * On the sender's own message, when the service hid something in it (its `contact_hidden` field), the words that the
 * other side sees less: the provider keeps one text per message, so her copy is the masked one too, and the notice
 * tells her why it reads so.
 */
import { CONTACT_HIDDEN_FIELD } from '../../../../contract/ids.js';
import { englishViewTexts } from '../../../../chat/texts/conversationWords.js';
import type { ConversationTexts } from '../../../../chat/texts/conversationWords.js';
import { useConversationTexts } from '../conversationTextsContext.js';

/** The notice for `message` in `texts`' words, or null when nothing in it was hidden. */
export function hiddenNotice(message: object | undefined, texts: Pick<ConversationTexts, 'hidden' | 'hiddenUntilAward'> = englishViewTexts): string | null {
  const policy = (message as Record<string, unknown> | undefined)?.[CONTACT_HIDDEN_FIELD];
  return policy === 'mask' ? texts.hidden : policy === 'mask-until-awarded' ? texts.hiddenUntilAward : null;
}

/** The notice as a line under the sender's own message's time, or nothing. */
export function HiddenNotice({ message, mine }: { message: object | undefined; mine: boolean }) {
  const texts = useConversationTexts(englishViewTexts);
  const notice = mine ? hiddenNotice(message, texts) : null;
  if (!notice) return null;
  return (
    <span className="bc-hidden-notice" data-testid="hidden-notice" style={{ display: 'block', fontSize: 12, opacity: 0.75 }}>
      {notice}
    </span>
  );
}
