/**
 * The thread loads when one is first opened (the kit's Thread with its own message list and composer, and our
 * header): a channel's first paint does not wait for it. Once loaded it stays mounted (the kit's Thread renders
 * nothing when closed).
 */
import { useChannelStateContext } from 'stream-chat-react';
import { lazyKitPart } from '../../../lazy/lazyKitPart.js';

const useThreadOpen = (): boolean => !!useChannelStateContext('ConversationThread').thread;

/** Nothing until a thread opens; then the thread. */
export const ConversationThread = lazyKitPart<object>('ConversationThread', () => import('./thread.js').then((m) => m.ConversationThread), useThreadOpen);
