/** The message view chunk: the component, its translator and the kit's stylesheet minus the list's layer. */
export { MessageView } from './MessageView.js';
export type { MessageViewProps } from './MessageView.js';
export { createI18n } from '../../i18n/createI18n.js';
export { default as kitCss } from 'stream-chat-react/dist/css/index.css?message-view';
export { default as emojiCss } from 'stream-chat-react/dist/css/emoji-picker.css';
