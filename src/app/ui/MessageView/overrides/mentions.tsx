/**
 * The composer's text box with the product's @-mentions and typing events: the search opens on `@` and closes
 * on a space, Escape or blur; it offers every member whose name starts with the text, sorted by name, 300 ms
 * after the last keystroke. Escape inside an open list closes the list only: the keydown never reaches the
 * panel (which would close itself on Escape).
 */
import { useCallback, useEffect } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { Channel, MessageComposer } from 'stream-chat';
import { TextareaComposer, useMessageComposerController } from 'stream-chat-react';
import type { ComponentContextValue, TextareaComposerProps } from 'stream-chat-react';
import { useIdle } from '../../../lazy/idle.js';
import { loadComposerBehaviours, loadedComposerBehaviours, whenComposerBehaviours } from './composerLater.js';
import type { MentionsMiddleware } from './mentionsMiddleware.js';
import { MENTION_LIST_CLASS, useConversationStyles } from './conversationStyles.js';

/** The SDK's id for its mention middleware, which the product's takes over. */
const MENTIONS_MIDDLEWARE_ID = 'stream-io/text-composer/mentions-middleware';

/**
 * The mention middleware until the product's has loaded (composerLater.ts): a text with no `@` and no mention
 * is passed on as the real one passes it (nothing to search, nothing to drop); any other waits for the real one.
 */
function mentionsStandIn(channel: Channel): MentionsMiddleware {
  let real: MentionsMiddleware | undefined;
  const ready = (): MentionsMiddleware | undefined => {
    const behaviours = loadedComposerBehaviours();
    if (behaviours) real ??= behaviours.productMentionsMiddleware(channel);
    return real;
  };
  return {
    id: MENTIONS_MIDDLEWARE_ID,
    handlers: {
      onChange: (params) => {
        const middleware = ready();
        if (middleware) return middleware.handlers.onChange(params);
        const { state } = params;
        const nothingToMention = !state.text.includes('@') && state.mentionedUsers.length === 0 && !state.suggestions;
        if (nothingToMention) return params.next(state);
        // Offline, the text must not wait for the fetch: it goes on unsearched, and the search opens once it is here.
        if (!navigator.onLine) {
          void loadComposerBehaviours().catch(() => undefined);
          return params.next(state);
        }
        return loadComposerBehaviours().then(() => ready()!.handlers.onChange(params), () => params.next(state));
      },
      // A suggestion to pick exists only once the real middleware offered it.
      onSuggestionItemSelect: (params) => ready()?.handlers.onSuggestionItemSelect(params) ?? params.forward(),
    },
  };
}

/**
 * Typing events by the product's rule once they have loaded; the SDK's own are off from the start, and a text she
 * typed before they came counts as typed.
 */
function typingLater(composer: MessageComposer): () => void {
  const previous = composer.config.text.publishTypingEvents;
  composer.updateConfig({ text: { publishTypingEvents: false } });
  let typed = false;
  const firstKeystroke = composer.textComposer.state.subscribeWithSelector(({ text }) => ({ text }), (_, previousValue) => {
    if (previousValue === undefined) return;
    typed = true;
    void loadComposerBehaviours().catch(() => undefined);
  });
  let stop: (() => void) | undefined;
  const cancel = whenComposerBehaviours((behaviours) => {
    firstKeystroke();
    stop = behaviours.startTyping(composer, typed);
  });
  return () => {
    cancel();
    firstKeystroke();
    stop?.();
    composer.updateConfig({ text: { publishTypingEvents: previous } });
  };
}

/** Puts the product's mentions and typing events on `composer`; returns the undo. */
function setUpComposer(composer: MessageComposer): () => void {
  // The executor is typed for every suggestion kind; the mention middleware (as the SDK's own) handles mentions only.
  type AnyTextMiddleware = Parameters<typeof composer.textComposer.middlewareExecutor.replace>[0][number];
  composer.textComposer.middlewareExecutor.replace([mentionsStandIn(composer.channel) as unknown as AnyTextMiddleware]);
  return typingLater(composer);
}

/** The kit's text box inside a keydown and blur guard for the suggestion list. */
function ConversationTextarea(props: TextareaComposerProps) {
  const composer = useMessageComposerController();
  const { textComposer } = composer;
  useConversationStyles();
  useEffect(() => setUpComposer(composer), [composer]);
  // The behaviours load at the first idle moment after the conversation shows, if no keystroke fetched them before.
  const idle = useIdle();
  useEffect(() => { if (idle) void loadComposerBehaviours().catch(() => undefined); }, [idle]);

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
