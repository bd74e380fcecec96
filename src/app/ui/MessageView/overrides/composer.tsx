/**
 * The composer as the product specifies it: replaced by a notice where the member may not write (live, as
 * capabilities change), the product's rules installed on the kit's MessageComposer, their refusals shown
 * above the text box, and a send button disabled while the rules block sending.
 */
import { useContext, useLayoutEffect, useMemo } from 'react';
import { englishComposerTexts } from '../../../../chat/composer/composerWords.js';
import { englishViewTexts } from '../../../../chat/texts/conversationWords.js';
import type { ComponentProps } from 'react';
import {
  MessageComposerUI, SendButton, useChannelStateContext, useChatContext, useMessageComposerController, useStateStore, useTranslationContext,
} from 'stream-chat-react';
import type { AttachmentManagerState, TextComposerState } from 'stream-chat';
import { sendBlocker, sendBlockerText } from '../../../../chat/composer/sendBlocker.js';
import { composerNotices, installComposerRules, setComposerTexts } from './composerRules.js';
import { ConversationTextsContext, useConversationTexts } from '../conversationTextsContext.js';
import { useContactWarning } from './useContactWarning.js';
import { configureLinkPreviews, masksLinks } from './linkPreviews.js';
import { linkDomainsOf } from '../../../client/linkDomains.js';
import type { ComposerNoticeState } from './composerRules.js';
import { useLiveCapabilities } from './liveCapabilities.js';
import { useBanned } from './useBanned.js';
import { useClosedNotice } from './closedNotice.js';


const noticeSelector = (state: ComposerNoticeState) => ({ notice: state.notice });
const textSelector = (state: TextComposerState) => ({ text: state.text });
const attachmentsSelector = (state: AttachmentManagerState) => ({ attachments: state.attachments });

/** The kit's composer UI, or the read-only notice; with the last refusal above it. */
function ProductComposerUI() {
  const { channel } = useChannelStateContext('ProductComposerUI');
  const composer = useMessageComposerController();
  const inThread = Boolean(composer.threadId);
  // The channel's composer re-queries capabilities where the provider sends none; a thread's need not too.
  const capabilities = useLiveCapabilities(channel, !inThread);
  const source = useContext(ConversationTextsContext);
  const words = useConversationTexts(englishViewTexts);
  // The rules' refusals (a send while uploads run, too many files, a link) in the conversation's words.
  setComposerTexts(composer, useConversationTexts(englishComposerTexts));
  const rules = useMemo(() => installComposerRules(composer), [composer]);
  useLayoutEffect(() => rules.configure(), [rules]);
  const hidesLinks = masksLinks(channel.data);
  useLayoutEffect(() => configureLinkPreviews(composer, hidesLinks), [composer, hidesLinks]);
  const { notice } = useStateStore(composerNotices(composer), noticeSelector);
  const { reason } = useSendBlocker();
  const { text } = useStateStore(composer.textComposer.state, textSelector);
  // A notice answers the last attempt; typing again puts it away.
  useLayoutEffect(() => { composerNotices(composer).partialNext({ notice: null }); }, [composer, text]);

  // The sender is never deceived: what the service will hide is said before sending.
  const warning = useContactWarning(text, channel.data, linkDomainsOf(channel.getClient()), source);
  const mayWrite = inThread ? capabilities.includes('send-reply') : capabilities.includes('send-message');
  const { client } = useChatContext('ProductComposerUI');
  const { t } = useTranslationContext('ProductComposerUI');
  const banned = useBanned(client);
  const closed = useClosedNotice(channel.data);
  if (banned) {
    return (
      <div className="str-chat__message-composer-container bc-composer-read-only" data-testid="composer-banned">
        <p role="status" style={{ margin: 0, padding: '12px 16px', textAlign: 'center', opacity: 0.8 }}>{t(words.banned)}</p>
      </div>
    );
  }
  if (!mayWrite && !inThread && channel.id?.startsWith('dm-') && channel.data?.frozen !== true) {
    return (
      <div className="str-chat__message-composer-container bc-composer-read-only" data-testid="composer-read-only">
        <p role="status" style={{ margin: 0, padding: '12px 16px', textAlign: 'center', opacity: 0.8 }}>{t(words.readOnlyBlocked)}</p>
      </div>
    );
  }
  if (!mayWrite) {
    return (
      <div className="str-chat__message-composer-container bc-composer-read-only" data-testid="composer-read-only">
        {/* A closed bounty's conversation says when it closed; the provider's freeze, not this notice, refuses messages. */}
        <p role="status" style={{ margin: 0, padding: '12px 16px', textAlign: 'center', opacity: 0.8 }}>
          {closed ?? (inThread ? words.readOnlyThread : words.readOnly)}
        </p>
      </div>
    );
  }
  return (
    <>
      {notice && (
        <p key={notice.id} role="alert" className="bc-composer-notice" data-testid="composer-notice"
          style={{ margin: '0 16px 4px', padding: '6px 10px', borderRadius: 8, fontSize: 13, background: 'var(--str-chat__danger-color, #d92f26)', color: '#fff' }}>
          {notice.text}
        </p>
      )}
      {!notice && reason && (
        <p role="status" className="bc-composer-hint" data-testid="composer-hint" style={{ margin: '0 16px 4px', fontSize: 13, opacity: 0.8 }}>
          {reason}
        </p>
      )}
      {warning && (
        <p role="status" className="bc-contact-warning" data-testid="contact-warning" style={{ margin: '0 16px 4px', fontSize: 13, opacity: 0.8, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {warning}
        </p>
      )}
      <MessageComposerUI />
    </>
  );
}

/** Why the composer may not send now (the product's rule on the composer's live state), with the reason to show. */
function useSendBlocker() {
  const composer = useMessageComposerController();
  const texts = useConversationTexts(englishComposerTexts);
  const { text } = useStateStore(composer.textComposer.state, textSelector);
  const { attachments } = useStateStore(composer.attachmentManager.state, attachmentsSelector);
  const uploading = attachments.filter((a) => a.localMetadata.uploadState === 'uploading' || a.localMetadata.uploadState === 'pending').length;
  const ready = attachments.filter((a) => a.localMetadata.uploadState === 'finished').length;
  const blocker = composer.editedMessage ? null : sendBlocker({ text, attachments: ready, uploading, hasOtherContent: Boolean(composer.pollId || composer.quotedMessage) });
  return { blocker, reason: blocker ? sendBlockerText(blocker, texts) : null };
}

/** The kit's send button, disabled (with the reason as its title) while the product's rules block sending. */
function ProductSendButton(props: ComponentProps<typeof SendButton>) {
  const { blocker, reason } = useSendBlocker();
  return <SendButton {...props} {...(blocker ? { disabled: true } : {})} {...(reason ? { title: reason } : {})} />;
}

/** The composer overrides, for WithComponents. */
export const composerComponents = { MessageComposerUI: ProductComposerUI, SendButton: ProductSendButton };
