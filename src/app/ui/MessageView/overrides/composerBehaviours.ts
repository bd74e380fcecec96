/** What composerLater.ts loads apart from the message view: the composer's behaviours on typing, sending, attaching. */
export { productMentionsMiddleware } from './mentionsMiddleware.js';
export { startTyping } from './typingEvents.js';
export { uploadableFiles } from './uploadChecks.js';
