/** The message view chunk: the component, its translator and the kit's whole stylesheet. */
export { MessageView } from './MessageView.js';
export type { MessageViewProps } from './MessageView.js';
export { createI18n } from '../../i18n/createI18n.js';
export { default as kitCss } from 'stream-chat-react/dist/css/index.css';
export { default as emojiCss } from 'stream-chat-react/dist/css/emoji-picker.css';
