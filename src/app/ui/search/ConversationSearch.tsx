/**
 * The conversation's search: the header's button opens a box that finds messages of this conversation only; a
 * result (Enter or click) brings the list to that message, loaded with the messages around it, and highlights it.
 */
import { Suspense, lazy, useEffect, useRef } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { useChannelActionContext } from 'stream-chat-react';
import type { ListTexts } from '../../../chat/channelList/listWords.js';
import { endOpening } from '../MessageView/history/openingLocation.js';
import { importWhenOnline } from '../../lazy/importWhenOnline.js';

/** How long a found message stays highlighted. */
export const FOUND_HIGHLIGHT_MS = 4000;
/** Messages loaded around a found one (the kit's jump loads half before it, half after). */
const AROUND = 25;

/** Props of ConversationSearch. */
export interface ConversationSearchProps {
  client: StreamChat;
  channel: Channel;
  texts: ListTexts;
  /** Closes the search; `returnFocus` unless a found message takes the reader away. */
  onClose(returnFocus: boolean): void;
}

/** Brings the list to a message and highlights it; the reader's own place is given up for it. */
export function useJumpToFound(channel: Channel): (messageId: string) => void {
  const { jumpToMessage } = useChannelActionContext('JumpToFound');
  return (messageId: string) => {
    endOpening(channel);
    void jumpToMessage(messageId, AROUND, FOUND_HIGHLIGHT_MS).catch(() => undefined);
  };
}

/** A message found from the list: the conversation opens at it (`seq` makes the same message a new request). */
export interface FoundTarget {
  messageId: string;
  seq: number;
}

/** Jumps to `target` once shown (a hidden, rendered-ahead conversation mounts no effects until it shows). */
export function JumpToFound({ channel, target }: { channel: Channel; target: FoundTarget | undefined }) {
  const jump = useJumpToFound(channel);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!target || done.current === target.seq) return;
    done.current = target.seq;
    jump(target.messageId);
  });
  return null;
}

/** The box and its results load on first use: the conversation's first view carries only the header's button. */
const ConversationSearchPanel = lazy(() => importWhenOnline(() => import('./ConversationSearchPanel.js')));

/** The open search of the conversation: the box under the header, and its results. */
export function ConversationSearch({ client, channel, texts, onClose }: ConversationSearchProps) {
  const jump = useJumpToFound(channel);
  return (
    <Suspense fallback={null}>
      <ConversationSearchPanel client={client} cid={channel.cid} texts={texts} onClose={onClose} onJump={jump} />
    </Suspense>
  );
}
