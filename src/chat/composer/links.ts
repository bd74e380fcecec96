/** Links in a message, for channels where members may not send them. */
import { englishComposerTexts } from './composerWords.js';

/** The product's refusal text. */
export const LINKS_REFUSED_TEXT = englishComposerTexts.linksRefused;

// A scheme (http, https, ftp, mailto) or a www. prefix, or a bare domain with a common top-level domain.
const LINK = /(?:\b(?:https?|ftp):\/\/|\bmailto:|\bwww\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|co|uk|de|fr|info|biz|me|ly|gl|gg|xyz)\b(?:\/\S*)?/i;

/** Whether the text holds something a reader would follow as a link. */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** The refusal for a message with a link in a channel where the sender lacks `send-links`, or null. */
export function linkRefusal(text: string, capabilities: readonly string[], refused: string = LINKS_REFUSED_TEXT): string | null {
  return !capabilities.includes('send-links') && containsLink(text) ? refused : null;
}
