/** The product's message and composer rules as kit overrides: message status, bounce prompt, composer, send button, the edited flag. */
import { bounceComponents } from './bounceLazy.js';
import { composerComponents } from './composer.js';
import { editedComponents } from './edited.js';
import { statusComponents } from './status.js';

export { channelSendProps } from './sendRequest.js';
export { editMessageRequest } from './editRequest.js';

/** Component overrides for WithComponents. */
export const messageRulesComponents = { ...statusComponents, ...bounceComponents, ...composerComponents, ...editedComponents };
