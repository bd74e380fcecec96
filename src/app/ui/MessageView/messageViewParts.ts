/**
 * The message view chunk: the component, its translator, the kit's rules its first paint uses beyond the list's
 * layer, the hook for the layer its lazy parts bring, and the header's member counts (a chunk of their own would
 * cost a request and a gzip stream of its own with every first open).
 */
import { find } from 'linkifyjs';

export { MessageView } from './MessageView.js';
export type { MessageViewProps } from './MessageView.js';
export { createI18n } from '../../i18n/createI18n.js';
export { onLazyStyles } from '../../lazy/lazyStyles.js';
export { default as kitCss } from 'stream-chat-react/dist/css/index.css?message-view';
export { default as emojiCss } from 'stream-chat-react/dist/css/emoji-picker.css';
export { conversationCss } from './conversationCss.js';
export { watchChannelCounts } from '../header/watchChannelCounts.js';

/**
 * Builds linkifyjs's scanner, which the kit's message text finds links with: its first call builds it (≈ 9 ms on
 * a quiet machine), and that call is otherwise the first render of a channel's messages, after the click.
 */
export function warmLinks(): void {
  find('bounty.example', 'url');
}
