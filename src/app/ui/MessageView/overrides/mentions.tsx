/**
 * The composer's text box with the product's @-mentions and typing events: the search opens on `@` and closes
 * on a space, Escape or blur; it offers every member whose name starts with the text, sorted by name, 300 ms
 * after the last keystroke. Escape inside an open list closes the list only: the keydown never reaches the
 * panel (which would close itself on Escape).
 */
import { useCallback, useEffect } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { MentionsSearchSource, createMentionsMiddleware } from 'stream-chat';
import type { Channel, MessageComposer, SearchQueryOptions, UserResponse } from 'stream-chat';
import { TextareaComposer, useMessageComposerController } from 'stream-chat-react';
import type { ComponentContextValue, TextareaComposerProps } from 'stream-chat-react';
import { MENTION_SEARCH_DEBOUNCE_MS, matchMentions, mentionQuery } from '../../../../chat/conversation/mentions.js';
import { startTyping } from './typingEvents.js';
import { MENTION_LIST_CLASS, useConversationStyles } from './conversationStyles.js';

/** Channels with more members than the first channel query returns are searched on the provider. */
const LOCALLY_KNOWN_MEMBERS = 100;

/** Members (and watchers) of the channel, filtered and sorted by the product's rule; no page limit. */
class ProductMentionsSource extends MentionsSearchSource {
  constructor(channel: Channel) {
    super(channel, { debounceMs: MENTION_SEARCH_DEBOUNCE_MS, pageSize: Number.MAX_SAFE_INTEGER });
  }

  override async query(searchQuery: string, queryOptions: SearchQueryOptions = {}) {
    const known = Object.values(this.channel.state.members ?? {}).map((member) => member.user)
      .concat(Object.values(this.channel.state.watchers ?? {}))
      .filter((user): user is UserResponse => !!user);
    let candidates = known;
    if (known.length >= LOCALLY_KNOWN_MEMBERS && searchQuery) {
      try {
        const { members } = await this.channel.queryMembers({ name: { $autocomplete: searchQuery } }, [{ name: 1 }], { limit: 300 }, queryOptions);
        candidates = known.concat(members.map((member) => member.user).filter((user): user is UserResponse => !!user));
      } catch { /* the members at hand are the best answer left */ }
    }
    return { items: matchMentions(candidates, searchQuery, this.client.userID).map((user) => this.toUserSuggestion(user, searchQuery)) };
  }

  protected override updatePaginationStateFromQuery() {
    return { hasNext: false, next: undefined, offset: 0 };
  }
}

type MentionsMiddleware = ReturnType<typeof createMentionsMiddleware>;

/** The kit's mention middleware on our search source, with the search closed once a space follows the `@`. */
function productMentionsMiddleware(channel: Channel): MentionsMiddleware {
  const kit = createMentionsMiddleware(channel, { searchSource: new ProductMentionsSource(channel) });
  return {
    id: kit.id,
    handlers: {
      onChange: (params) => {
        const { state } = params;
        const open = state.selection ? mentionQuery(state.text.slice(0, state.selection.end)) !== null : false;
        return kit.handlers.onChange({
          ...params,
          complete: (next) => {
            if (open || next.suggestions?.trigger !== '@') return params.complete(next);
            const closed = { ...next };
            delete closed.suggestions;
            return params.next(closed);
          },
        });
      },
      onSuggestionItemSelect: kit.handlers.onSuggestionItemSelect,
    },
  };
}

/** Puts the product's mentions and typing events on `composer`; returns the undo. */
function setUpComposer(composer: MessageComposer): () => void {
  // The executor is typed for every suggestion kind; the mention middleware (as the SDK's own) handles mentions only.
  type AnyTextMiddleware = Parameters<typeof composer.textComposer.middlewareExecutor.replace>[0][number];
  composer.textComposer.middlewareExecutor.replace([productMentionsMiddleware(composer.channel) as unknown as AnyTextMiddleware]);
  return startTyping(composer);
}

/** The kit's text box inside a keydown and blur guard for the suggestion list. */
function ConversationTextarea(props: TextareaComposerProps) {
  const composer = useMessageComposerController();
  const { textComposer } = composer;
  useConversationStyles();
  useEffect(() => setUpComposer(composer), [composer]);

  const onKeyDownCapture = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !textComposer.suggestions) return;
    // Close the list ourselves and stop the key here: the panel's Escape must not also close the chat.
    textComposer.closeSuggestions();
    event.preventDefault();
    event.stopPropagation();
    event.nativeEvent.stopImmediatePropagation();
  }, [textComposer]);

  const { onBlur } = props;
  const onBlurClose = useCallback((event: FocusEvent<HTMLTextAreaElement>) => {
    const next = event.relatedTarget;
    // Focus moving into the list (a click on a suggestion) is not leaving the search.
    if (!(next instanceof Element && next.closest('.str-chat__suggestion-list-container'))) textComposer.closeSuggestions();
    onBlur?.(event);
  }, [onBlur, textComposer]);

  return (
    <div className="bc-textarea-guard" style={{ display: 'contents' }} onKeyDownCapture={onKeyDownCapture}>
      <TextareaComposer {...props} onBlur={onBlurClose} listClassName={MENTION_LIST_CLASS} />
    </div>
  );
}

/** Text box overrides. */
export const mentionComponents: Partial<ComponentContextValue> = { TextareaComposer: ConversationTextarea };
