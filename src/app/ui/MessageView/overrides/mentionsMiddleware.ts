/**
 * The product's @-mention search on the kit's mention middleware (loaded with the composer's behaviours, see
 * composerLater.ts): it offers every member whose name starts with the text, sorted by name, 300 ms after the last
 * keystroke, and closes once a space follows the `@`.
 */
import { MentionsSearchSource, createMentionsMiddleware } from 'stream-chat';
import type { Channel, SearchQueryOptions, UserResponse } from 'stream-chat';
import { MENTION_SEARCH_DEBOUNCE_MS, matchMentions, mentionQuery } from '../../../../chat/conversation/mentions.js';

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

export type MentionsMiddleware = ReturnType<typeof createMentionsMiddleware>;

/** The kit's mention middleware on our search source, with the search closed once a space follows the `@`. */
export function productMentionsMiddleware(channel: Channel): MentionsMiddleware {
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
