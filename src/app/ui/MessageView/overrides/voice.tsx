/** Voice messages: the product's words when the browser denies the microphone. */
import type { ComponentContextValue } from 'stream-chat-react';

/** The product's text when recording is not allowed. */
export const MICROPHONE_PERMISSION_TEXT = 'Please grant permission to use microphone';

function MicrophonePermissionDenied() {
  return (
    <div className="str-chat__recording-permission-denied-notification" role="alert">
      <p className="str-chat__recording-permission-denied-notification__message">{MICROPHONE_PERMISSION_TEXT}</p>
    </div>
  );
}

/** Voice overrides. */
export const voiceComponents: Partial<ComponentContextValue> = { RecordingPermissionDeniedNotification: MicrophonePermissionDenied };
