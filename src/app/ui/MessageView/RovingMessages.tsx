/**
 * The message list as one tab stop (a roving tab index): one message takes Tab (the one focused last, else the
 * newest), the arrow keys, Home and End move between messages, Enter opens the focused message's menu. Tab from a
 * message goes on to its ⋯ (the kit shows a message's options while focus is inside its row), then out of the list.
 * The list is virtualized: messages come and go as it scrolls, so tab indexes are set on the DOM as they appear.
 */
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { rovingStep } from '../../../chat/keyboard/rovingStep.js';

/** A message (or a system message) of the list. */
const MESSAGE = '.str-chat__li .str-chat__message, .str-chat__li .str-chat__message--system';
/** The kit's tab stop on a message's text. */
const TEXT_STOP = '.str-chat__message-text[tabindex="0"]';
/** The ⋯ of a message's options: the first button of its options. */
const MENU_BUTTON = '.str-chat__message-options button';

/** Wraps the message list (display: contents: the list's layout is the kit's). */
export function RovingMessages({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  // The message holding the tab stop, by its row's index in the list (kept by the virtualized list as it pages;
  // the element itself is replaced as the list scrolls and re-renders).
  const current = useRef<string | null>(null);
  const messages = (): HTMLElement[] => Array.from(holder.current?.querySelectorAll<HTMLElement>(MESSAGE) ?? []);
  const idOf = (element: HTMLElement): string | null => element.closest<HTMLElement>('.str-chat__li')?.dataset.itemIndex ?? null;

  const mark = (): void => {
    const all = messages();
    const stop = all.find((element) => idOf(element) === current.current) ?? all.at(-1);
    for (const element of all) {
      const index = element === stop ? '0' : '-1';
      if (element.getAttribute('tabindex') !== index) element.setAttribute('tabindex', index);
      // The kit makes each message's text a tab stop of its own ("Message from …, text"): the message takes its
      // place and its name, and the text is left to the pointer.
      const text = element.querySelector<HTMLElement>(TEXT_STOP);
      if (!text) continue;
      text.setAttribute('tabindex', '-1');
      const name = text.getAttribute('aria-labelledby');
      if (name && element.getAttribute('aria-labelledby') !== name) {
        element.setAttribute('role', 'article');
        element.setAttribute('aria-labelledby', name);
      }
    }
  };
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  });

  const onFocus = (event: { target: EventTarget }): void => {
    const target = event.target as HTMLElement;
    if (!target.matches(MESSAGE)) return;
    current.current = idOf(target);
    mark();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !target.matches(MESSAGE)) return;
    if (event.key === 'Enter') {
      const button = target.querySelector<HTMLElement>(MENU_BUTTON);
      if (!button) return;
      event.preventDefault();
      // From the ⋯ itself: the menu's close then has a button to return to.
      button.focus();
      button.click();
      return;
    }
    const all = messages();
    // The virtualized list can have drawn the focused row anew since it took focus: found again by its row's index.
    const at = all.includes(target) ? all.indexOf(target) : all.findIndex((element) => idOf(element) === idOf(target));
    const next = rovingStep(event.key, at, all.length);
    if (next === null) return;
    event.preventDefault();
    const element = all[next];
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'nearest' });
  };
  return <div ref={holder} className="bc-roving-messages" style={{ display: 'contents' }} onFocus={onFocus} onKeyDown={onKeyDown}>{children}</div>;
}
