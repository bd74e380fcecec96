/** Voice messages: the product's words when the browser denies the microphone. */
import type { ComponentContextValue } from 'stream-chat-react';
import { englishViewTexts } from '../../../../chat/texts/conversationWords.js';
import { useConversationTexts } from '../conversationTextsContext.js';

/** The product's text when recording is not allowed, in English (`microphoneDenied` in the widget's words). */
export const MICROPHONE_PERMISSION_TEXT = englishViewTexts.microphoneDenied;

function MicrophonePermissionDenied() {
  const texts = useConversationTexts(englishViewTexts);
  return (
    <div className="str-chat__recording-permission-denied-notification" role="alert">
      <p className="str-chat__recording-permission-denied-notification__message">{texts.microphoneDenied}</p>
    </div>
  );
}

/** Voice overrides. */
export const voiceComponents: Partial<ComponentContextValue> = { RecordingPermissionDeniedNotification: MicrophonePermissionDenied };
