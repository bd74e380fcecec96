/**
 * The message view chunk: the component, its translator, the kit's rules its first paint uses beyond the list's
 * layer, and the hook for the layer its lazy parts bring.
 */
export { MessageView } from './MessageView.js';
export type { MessageViewProps } from './MessageView.js';
export { createI18n } from '../../i18n/createI18n.js';
export { onLazyStyles } from '../../lazy/lazyStyles.js';
export { default as kitCss } from 'stream-chat-react/dist/css/index.css?message-view';
export { default as emojiCss } from 'stream-chat-react/dist/css/emoji-picker.css';
