/**
 * The open conversation's tools in the panel's header row, beside the person's name and presence, the back and the
 * close buttons: the muted mark while muted, a search button, and "⋯" (Conversation options) with mute, block and
 * report. They are drawn into the header's slot (a portal: they keep the conversation's contexts), only while the
 * conversation shows; the search box and a failed mute's message open under the header, in the conversation.
 */
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Channel, StreamChat } from 'stream-chat';
import type { ListTexts } from '../../../../chat/channelList/listWords.js';
import { ConversationSearch } from '../../search/ConversationSearch.js';
import { ConversationOptions } from './ConversationOptions.js';
import { MutedIcon, SearchIcon } from './headerIcons.js';
import { useConversationMute } from './useConversationMute.js';

/** Props of ConversationHeader. */
export interface ConversationHeaderProps {
  client: StreamChat;
  channel: Channel;
  texts: ListTexts;
  /** The header's slot for the tools; undefined while the conversation is rendered ahead, hidden. */
  slot: HTMLElement | undefined;
}

/** The header's tools (in `slot`) and, under the header, the open search and a mute's failure. */
export function ConversationHeader({ client, channel, texts, slot }: ConversationHeaderProps) {
  const mute = useConversationMute(client, channel);
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = (returnFocus: boolean) => {
    setSearching(false);
    if (returnFocus) searchButton.current?.focus();
  };
  const tools = (
    <>
      {(mute.channelMuted || mute.personMuted) && (
        <span className="bc-bar-muted" role="img" aria-label={texts.muted} title={texts.muted} data-testid="conversation-muted"><MutedIcon /></span>
      )}
      <button ref={searchButton} type="button" className="bc-icon-button" aria-label={texts.searchConversation} title={texts.searchConversation}
        aria-expanded={searching} onClick={() => setSearching(!searching)}>
        <SearchIcon />
      </button>
      <ConversationOptions channel={channel} texts={texts} mute={mute} />
    </>
  );
  return (
    <>
      {slot && createPortal(tools, slot)}
      {(searching || mute.failure) && (
        <div className="bc-conversation-tools">
          {mute.failure && <span role="alert" className="bc-action-error">{mute.failure}</span>}
          {searching && <ConversationSearch client={client} channel={channel} texts={texts} onClose={closeSearch} />}
        </div>
      )}
    </>
  );
}
