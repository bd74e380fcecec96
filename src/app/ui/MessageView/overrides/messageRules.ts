/** The product's message and composer rules as kit overrides: message status, composer, send button. */
import { composerComponents } from './composer.js';
import { statusComponents } from './status.js';

export { channelSendProps } from './sendRequest.js';

/** Component overrides for WithComponents. */
export const messageRulesComponents = { ...statusComponents, ...composerComponents };
