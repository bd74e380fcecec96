/**
 * Typing events by the product's rule (src/chat/conversation/typing.ts) instead of the SDK's: typing.start at
 * most every 2 s while the text changes, typing.stop when the text is sent (the composer empties) or after 3 s
 * without a keystroke. Thread composers send them with the thread's id. Loaded with the composer's behaviours
 * (composerLater.ts): the stand-in in mentions.tsx turns the SDK's own typing events off before any keystroke.
 */
import type { MessageComposer } from 'stream-chat';
import { TYPING_IDLE_MS, createTypingRule } from '../../../../chat/conversation/typing.js';
import type { TypingEvent } from '../../../../chat/conversation/typing.js';

/**
 * Starts publishing `composer`'s typing events; returns the stop. `typed`: she changed the text before this
 * started (her keystroke fetched it), so the text as it is now counts as typed; else it is a draft left there.
 */
export function startTyping(composer: MessageComposer, typed: boolean): () => void {
  const { channel } = composer;
  const rule = createTypingRule(Date.now);
  let idle: ReturnType<typeof setTimeout> | undefined;

  const send = (type: TypingEvent): void => {
    if (!type || channel.getConfig()?.typing_events === false) return;
    if (!(channel.data?.own_capabilities ?? []).includes('send-typing-events')) return;
    const parentId = composer.threadId ?? undefined;
    channel.sendEvent({ type, ...(parentId ? { parent_id: parentId } : {}) }).catch(() => undefined);
  };

  const unsubscribe = composer.textComposer.state.subscribeWithSelector(({ text }) => ({ text }), ({ text }, previousValue) => {
    if ((previousValue === undefined && !typed) || composer.editedMessage) return;
    clearTimeout(idle);
    send(rule.onText(text));
    if (text.trim() !== '') idle = setTimeout(() => send(rule.onIdle()), TYPING_IDLE_MS);
  });

  return () => {
    unsubscribe();
    clearTimeout(idle);
    send(rule.onIdle());
  };
}
