/**
 * The preview beside the launcher while the panel is closed: a new DM or mention from someone else, its sender and
 * first line (plain text), a click opens that conversation; it goes after a few seconds (not while pointed at or
 * focused). Loaded with the first arrival (createWidget), so the list's first paint does not carry it.
 */
import type { Event, StreamChat } from 'stream-chat';
import { ARRIVAL_SHOW_MS, arrivalPreview } from '../../chat/arrivalPreview.js';
import { englishNoticeWords, noticeTexts } from '../../chat/desktopNotice.js';
import type { NoticeTexts } from '../../chat/desktopNotice.js';
import { createArrivalReader } from '../notify/readArrival.js';
import { adoptStyles } from '../shell/adoptStyles.js';

/** Its look: beside the launcher (above it on a phone), on the panel's surface; it slides in unless motion is reduced. */
const arrivalStyles = `
.bc-arrival{position:fixed;right:calc(var(--bc-x) + 68px);bottom:var(--bc-y);z-index:var(--bc-z);max-width:min(300px,calc(100vw - var(--bc-x) - 88px));
  display:flex;flex-direction:column;gap:2px;padding:10px 14px;border:1px solid var(--bc-line);border-radius:12px;background:#fff;color:#111;
  font:14px/1.35 var(--bc-font);text-align:start;cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.2);animation:bc-arrive .2s ease-out}
.bc-arrival[hidden]{display:none}
.bc-arrival:focus-visible{outline:2px solid var(--bc-primary);outline-offset:2px}
.bc-arrival b{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-arrival span{color:var(--bc-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-root[data-side=left] .bc-arrival{right:auto;left:calc(var(--bc-x) + 68px)}
.bc-root[data-phone=true] .bc-arrival{left:calc(var(--bc-vv-x) + 16px);right:auto;bottom:auto;top:calc(var(--bc-vv-y) + var(--bc-vv-h) - 72px);
  max-width:calc(var(--bc-vv-w) - 104px)}
.bc-root[data-phone=true][data-side=left] .bc-arrival{left:calc(var(--bc-vv-x) + 88px)}
.bc-root[data-scheme=dark] .bc-arrival{background:#22282f;color:#eee}
@keyframes bc-arrive{from{opacity:0;transform:translateY(8px)}}
@media (prefers-reduced-motion:reduce){.bc-arrival{animation:none}}
`;

/** The preview's words from the conversation's (the caller loads them beside this chunk). */
export { englishNoticeWords, noticeTexts };

/** What the preview needs from the widget. */
export interface ArrivalOptions {
  root: ShadowRoot;
  /** The widget's frame (.bc-root): the preview is placed and themed by it. */
  frame: HTMLElement;
  client: StreamChat;
  userId: string;
  /** Opens a conversation in the panel. */
  open(ref: { channelType: string; channelId: string }): void;
  /** The preview's own words ("Sent an attachment", "{{name}} in {{channel}}") in the widget's language. */
  texts?: NoticeTexts;
}

/** The preview's controls. */
export interface Arrivals {
  /** Shows the preview of a new message event, if the rule picks it. */
  arrive(event: Event): void;
  hide(): void;
  stop(): void;
}


/** Builds the (hidden) preview in `frame`. */
export function createArrivals({ root, frame, client, userId, open, texts }: ArrivalOptions): Arrivals {
  const sheets = adoptStyles(root, [arrivalStyles]);
  const box = document.createElement('button');
  box.type = 'button';
  box.className = 'bc-arrival';
  box.hidden = true;
  const name = document.createElement('b');
  const line = document.createElement('span');
  box.append(name, line);
  // A polite live region beside it: the preview's words are announced without taking the focus.
  const live = document.createElement('div');
  live.className = 'bc-sr';
  live.setAttribute('role', 'status');
  frame.append(box, live);

  let target: { channelType: string; channelId: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = createArrivalReader(client);
  const hide = (): void => {
    clearTimeout(timer);
    box.hidden = true;
    live.textContent = '';
    target = null;
  };
  const later = (): void => { clearTimeout(timer); timer = setTimeout(hide, ARRIVAL_SHOW_MS); };
  // The timer waits while the person is pointing at or focused on the preview (WCAG 2.2.1).
  box.addEventListener('pointerenter', () => clearTimeout(timer));
  box.addEventListener('focus', () => clearTimeout(timer));
  box.addEventListener('pointerleave', later);
  box.addEventListener('blur', later);
  box.addEventListener('click', () => {
    const ref = target;
    hide();
    if (ref) open(ref);
  });

  return {
    arrive(event) {
      const arrival = read(event);
      if (!arrival) return;
      const { channelType, channelId } = arrival;
      const preview = arrivalPreview({ ...arrival, selfId: userId }, texts);
      if (!preview) return;
      target = { channelType, channelId };
      // textContent only: the provider's text is shown as text, never parsed as HTML.
      name.textContent = preview.title;
      line.textContent = preview.body;
      live.textContent = `${preview.title}: ${preview.body}`;
      // A new arrival replays the entrance (the element is shown again from hidden).
      box.hidden = true;
      void box.offsetWidth;
      box.hidden = false;
      later();
    },
    hide,
    stop() {
      hide();
      box.remove();
      live.remove();
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
    },
  };
}
