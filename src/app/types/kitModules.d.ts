/** Kit modules imported by their own path (rollup's kitAliases resolves `stream-chat-react/es/…`). */
declare module 'stream-chat-react/es/components/Thread/Thread.mjs' {
  export { Thread } from 'stream-chat-react';
}
