/** Voice messages: the product's words when the browser denies the microphone. */
import { useContext } from 'react';
import type { ComponentContextValue } from 'stream-chat-react';
import { englishConversationTexts } from '../../../../chat/texts/conversationWords.js';
import { ConversationTextsContext } from '../conversationTextsContext.js';

/** The product's text when recording is not allowed, in English (`microphoneDenied` in the widget's words). */
export const MICROPHONE_PERMISSION_TEXT = englishConversationTexts.microphoneDenied;

function MicrophonePermissionDenied() {
  const texts = useContext(ConversationTextsContext);
  return (
    <div className="str-chat__recording-permission-denied-notification" role="alert">
      <p className="str-chat__recording-permission-denied-notification__message">{texts.microphoneDenied}</p>
    </div>
  );
}

/** Voice overrides. */
export const voiceComponents: Partial<ComponentContextValue> = { RecordingPermissionDeniedNotification: MicrophonePermissionDenied };
