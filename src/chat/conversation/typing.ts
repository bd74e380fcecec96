/** Typing indicators: typing.start at most every 2 s while the user types, typing.stop when the message is sent. */
import { createGate } from './throttle.js';
import type { Now } from './throttle.js';

/** Shortest time between two typing.start events of one composer. */
export const TYPING_START_INTERVAL_MS = 2_000;

/** After this long without a keystroke the user is no longer typing. */
export const TYPING_IDLE_MS = 3_000;

/** The event to send, or null. */
export type TypingEvent = 'typing.start' | 'typing.stop' | null;

/** One composer's typing state. */
export interface TypingRule {
  /** The text changed to `text`. */
  onText(text: string): TypingEvent;
  /** The message was sent. */
  onSend(): TypingEvent;
  /** No keystroke for TYPING_IDLE_MS. */
  onIdle(): TypingEvent;
}

/** A typing rule on the clock `now`. */
export function createTypingRule(now: Now): TypingRule {
  const gate = createGate(TYPING_START_INTERVAL_MS, now);
  let typing = false;
  const stop = (): TypingEvent => {
    if (!typing) return null;
    typing = false;
    gate.reset();
    return 'typing.stop';
  };
  return {
    onText(text) {
      if (text.trim() === '') return stop();
      typing = true;
      return gate.tryPass() ? 'typing.start' : null;
    },
    onSend: stop,
    onIdle: stop,
  };
}
