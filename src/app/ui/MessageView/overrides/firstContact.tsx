/**
 * The guard on first contact in the message list: a stranger's message (marked by the service) shows its text as
 * text, without live links, and the recipient sees the off-board notice above one that mentions paying or talking
 * outside the board, with Report beside it; the sender of a first message the guard refused reads why under it. Both the list's messages (VirtualMessage) and the thread's (Message).
 */
import { createContext, useContext } from 'react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { MessageUI, useMessageContext, useNotificationApi, useTranslationContext } from 'stream-chat-react';
import type { LocalMessage } from 'stream-chat';
import type { ComponentContextValue } from 'stream-chat-react';
import { englishFirstContactTexts, guardRefusal, guardView } from '../../../../chat/firstContact/firstContactView.js';
import type { FirstContactTexts } from '../../../../chat/firstContact/firstContactView.js';

/** The guard's words (the host's `texts` over English), provided by the message view. */
export const FirstContactTextsContext = createContext<FirstContactTexts>(englishFirstContactTexts);

/**
 * Reports the message the notice is about. The kit's flag (the provider's report, "Message has been successfully
 * flagged") unless the app provides the product's report dialog.
 */
export const ReportMessageContext = createContext<((message: LocalMessage) => void) | null>(null);

/** The kit's renderText for a stranger's message: the text as written, line breaks kept, no Markdown and no links. */
function plainText(text?: string): ReactNode {
  return text ? <p className="bc-plain-text" style={{ whiteSpace: 'pre-wrap' }}>{text}</p> : null;
}

function OffBoardNotice() {
  const texts = useContext(FirstContactTextsContext);
  const report = useContext(ReportMessageContext);
  const { handleFlag, message } = useMessageContext('OffBoardNotice');
  const { addNotification } = useNotificationApi();
  const { t } = useTranslationContext('OffBoardNotice');
  // As the kit's own Flag action does: the provider's flag, then its toast ("… successfully flagged" or the failure).
  const flag = async (event: MouseEvent<HTMLButtonElement>) => {
    try {
      await handleFlag(event);
      addNotification({ context: { message }, emitter: 'OffBoardNotice', message: t('Message has been successfully flagged'), severity: 'success', type: 'api:message:flag:success' });
    } catch {
      addNotification({ context: { message }, emitter: 'OffBoardNotice', message: t('Error adding flag'), severity: 'error', type: 'api:message:flag:failed' });
    }
  };
  return (
    <div className="bc-off-board-notice" role="note" data-testid="off-board-notice">
      <span>{texts.offBoardNotice}</span>
      <button type="button" className="bc-off-board-report" data-testid="off-board-report"
        onClick={(event) => (report ? report(message) : void flag(event))}>
        {texts.reportMessage}
      </button>
    </div>
  );
}

/** Under the sender's own first message that the guard refused: why, in the guard's words. */
function Refusal({ text }: { text: string }) {
  return <p className="bc-first-contact-refusal" role="status" data-testid="first-contact-refusal">{text}</p>;
}

/** The kit's message, with the guard's look for a stranger's message and its reason under a refused one. */
function GuardedMessage(props: ComponentProps<typeof MessageUI>) {
  const texts = useContext(FirstContactTextsContext);
  const { isMyMessage, message } = useMessageContext('GuardedMessage');
  const mine = isMyMessage();
  const refusal = mine ? guardRefusal(message) : null;
  if (refusal) return <><MessageUI {...props} /><Refusal text={texts[refusal]} /></>;
  const view = guardView(message, mine);
  if (!view.plainText) return <MessageUI {...props} />;
  return (
    <>
      {view.notice && <OffBoardNotice />}
      <MessageUI {...props} renderText={plainText} />
    </>
  );
}

/** The message overrides, for WithComponents. */
export const firstContactComponents: Partial<ComponentContextValue> = { Message: GuardedMessage, VirtualMessage: GuardedMessage };
