/**
 * The widget's frame in plain DOM: launcher bubble with badge, docked (or inline) panel with a title bar, and
 * the portal host. React and the kit render into `body` only once the panel first opens.
 */
import { closesItself, innermostLayer } from '../../chat/escapeLayers.js';
import type { EscapeLayer, OpenLayers } from '../../chat/escapeLayers.js';
import type { ResolvedInitOptions } from '../../chat/hostApi.js';
import { resolveDir, resolveSide } from '../../chat/look/hostLook.js';
import { englishShellTexts, overrideTexts, withCount } from '../../chat/texts/hostTexts.js';
import { presenceLine } from '../../chat/presenceLine.js';
import type { PeerPresence } from '../../chat/presenceLine.js';
import { replyHintLine } from '../../chat/replyHint.js';
import type { ReplyHint } from '../../chat/replyHint.js';
import { safeLocale } from '../../chat/time/formatTimes.js';
import type { ShellTexts } from '../../chat/texts/hostTexts.js';
import { loadWidgetWords } from '../i18n/widgetWords.js';
import { createPanelFocus } from './panelFocus.js';
import type { PanelFocus } from './panelFocus.js';
import { followVisualViewport } from './visualViewport.js';

/** The frame's parts and controls. */
export interface Shell {
  /** The frame (.bc-root): what sits beside the launcher goes here, placed and themed by it. */
  frame: HTMLElement;
  body: HTMLElement;
  portalHost: HTMLElement;
  /** The title bar's slot between the title and the close button: the open conversation's tools go there. */
  headerTools: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  setUnread(total: number): void;
  /** Title bar: a title, whether "back to the list" shows, and an open channel's member and online counts. */
  setTitle(title: string, canGoBack: boolean, counts?: HeaderCounts): void;
  /** A permanent notice at the top of the panel (null: none). */
  setNotice(text: string | null): void;
  setScheme(scheme: 'light' | 'dark'): void;
  /** The frame's words, after the host's `texts` (the same object once the locale's words arrive, updated). */
  texts: ShellTexts;
  /** Where focus goes as the panel opens and its layers close. */
  focus: PanelFocus;
  destroy(): void;
}

/** What the frame reports. */
export interface ShellEvents {
  onOpenChange(open: boolean): void;
  onBack(): void;
  /** The app's layers (thread, channel) that are open now. */
  openLayers(): OpenLayers;
  /** Closes one of the app's layers (Escape). */
  closeLayer(layer: EscapeLayer): void;
}

/** The open channel's counts in the title bar; a DM's other person instead of them. */
export interface HeaderCounts {
  members: number;
  online: number;
  peer?: PeerPresence | undefined;
  /** The other side's reply-time hint (get-reply-hint), when known. */
  hint?: ReplyHint | undefined;
}

/** How often "Active 5 minutes ago" is written again while it shows. */
const PRESENCE_REFRESH_MS = 30_000;

/** "1 member", "2 members". */
const membersText = (texts: ShellTexts, count: number): string => withCount(count === 1 ? texts.members_one : texts.members, count);

/** Layers the kit (and the list's own menus) open, read from the DOM the moment Escape goes down. */
function kitLayers(root: ShadowRoot): OpenLayers {
  return {
    suggestions: !!root.querySelector('.str-chat__suggestion-list-container'),
    menu: !!root.querySelector('.str-chat__dialog-overlay, .str-chat__modal, [role=menu], [role=alertdialog]'),
  };
}

/** The launcher's icon: a speech bubble while closed, a chevron pointing down (close) while open. */
function launcherIcon(className: string, d: string): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', className);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  parent.appendChild(node);
  return node;
}

/** Builds the frame inside `root`; inline mode (options.container) is always open and has no launcher. */
export function createShell(root: ShadowRoot, options: ResolvedInitOptions, events: ShellEvents): Shell {
  const inline = !!options.container;
  const texts = overrideTexts(englishShellTexts, options.texts);
  // What the words were last written for: the locale's words, arriving later, write them again.
  let unread = 0;
  let titleText = '';
  const frame = element('div', 'bc-root', root);
  frame.dataset.mode = inline ? 'inline' : 'docked';
  frame.dataset.launcher = String(!inline && options.launcher !== false);
  // The direction is set on the widget's own root: the host page's dir stays the host's.
  frame.dir = resolveDir(options.dir, options.locale);
  frame.dataset.side = resolveSide(options.position, frame.dir as 'ltr' | 'rtl');
  // Place and size are variables the stylesheet reads (CSSOM, which a strict CSP allows, unlike style="").
  const look: Array<[string, number | undefined]> = [['--bc-x', options.offset?.x], ['--bc-y', options.offset?.y],
    ['--bc-w', options.panel?.width], ['--bc-h', options.panel?.height]];
  for (const [name, px] of look) if (px !== undefined) frame.style.setProperty(name, `${px}px`);
  const font = options.theme?.fontFamily;
  if (font) frame.dataset.font = font == 'inherit' ? 'inherit' : 'list';
  // 'inherit' copies the host's body font (the shadow root's reset cuts inheritance), read again at each opening.
  const applyFont = (): void => {
    if (font) frame.style.setProperty('--bc-font', font == 'inherit' ? getComputedStyle(document.body).fontFamily : font);
  };
  applyFont();

  const launcher = element('button', 'bc-launcher', frame);
  launcher.type = 'button';
  launcher.setAttribute('aria-label', texts.openChat);
  launcher.setAttribute('aria-expanded', 'false');
  launcher.append(launcherIcon('bc-icon-chat', 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z'),
    launcherIcon('bc-icon-close', 'M5.4 8.3 12 14.9l6.6-6.6L20 9.7l-8 8-8-8z'));
  launcher.hidden = frame.dataset.launcher == 'false';
  const badge = element('span', 'bc-badge', launcher);
  badge.hidden = true;

  const panel = element('section', 'bc-panel', frame);
  panel.setAttribute('role', inline ? 'region' : 'dialog');
  panel.setAttribute('aria-label', texts.panelLabel);
  panel.hidden = !inline;
  const bar = element('div', 'bc-bar', panel);
  const back = element('button', 'bc-back', bar);
  back.type = 'button';
  // '‹' is a mirrored character: right to left it shows as '›', pointing back.
  back.textContent = `‹ ${texts.back}`;
  back.hidden = true;
  const heading = element('div', 'bc-bar-heading', bar);
  const title = element('span', 'bc-bar-title', heading);
  title.textContent = texts.title;
  const counts = element('span', 'bc-bar-counts', heading);
  counts.hidden = true;
  const memberCount = element('span', 'bc-member-count', counts);
  const onlineCount = element('span', 'bc-online-count', counts);
  const replyHint = element('span', 'bc-reply-hint', counts);
  replyHint.hidden = true;
  const headerTools = element('div', 'bc-bar-tools', bar);
  const closeButton = element('button', 'bc-close', bar);
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', texts.closeChat);
  closeButton.textContent = '✕';
  closeButton.hidden = inline;
  const notice = element('div', 'bc-notice', panel);
  notice.setAttribute('role', 'alert');
  notice.hidden = true;
  const body = element('div', 'bc-body', panel);
  const portalHost = element('div', 'bc-portals', frame);
  // Phone or not is decided on what the person sees (the visual viewport), not the host's layout width.
  const stopViewport = followVisualViewport(window, frame);
  const focus = createPanelFocus(root, panel, portalHost);
  const locale = safeLocale(options.locale);
  let presenceTimer: ReturnType<typeof setInterval> | undefined;

  // Another language's words arrive in their own chunk: until then (and if it fails) the frame reads in English.
  let destroyed = false;
  void loadWidgetWords(options.locale).then((words) => {
    if (!words || destroyed) return;
    Object.assign(texts, overrideTexts({ ...englishShellTexts, ...words.shell }, options.texts));
    panel.setAttribute('aria-label', texts.panelLabel);
    back.textContent = `‹ ${texts.back}`;
    closeButton.setAttribute('aria-label', texts.closeChat);
    writeUnread();
    if (!titleText) title.textContent = texts.title;
  });
  const writeUnread = (): void => {
    // Its name keeps the badge's number (the name holds the visible text, WCAG 2.5.3); aria-expanded says it is open.
    launcher.setAttribute('aria-label', unread > 0 ? withCount(texts.openChatUnread, unread) : texts.openChat);
  };

  let open = inline;
  const setOpen = (next: boolean): void => {
    if (inline || next === open) return;
    open = next;
    if (open) applyFont();
    panel.hidden = !open;
    launcher.setAttribute('aria-expanded', String(open));
    if (!open && panel.contains(root.activeElement)) launcher.focus();
    // Focus returns to the launcher even when it is hidden (launcher: false): then the host keeps focus.
    // Opening, it goes to the view's start (the search box, or the conversation's composer).
    if (open) focus.start();
    else focus.cancel();
    events.onOpenChange(open);
  };

  // Escape closes the innermost layer only. Which one is read before anything inside handles the key (capture):
  // by the time the key bubbles back here the kit may already have closed its suggestion list or menu.
  let pressed: EscapeLayer | null = null;
  const onKeyDownCapture = (event: KeyboardEvent): void => {
    if (event.key != 'Escape') return;
    pressed = innermostLayer({ ...kitLayers(root), ...events.openLayers(), panel: open && !inline });
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key != 'Escape') return;
    const layer = pressed;
    pressed = null;
    // Handled inside (the kit, a menu of ours), or a layer that closes itself: nothing more to close.
    if (event.defaultPrevented || !layer || closesItself(layer)) return;
    event.preventDefault();
    if (layer == 'panel') setOpen(false);
    else events.closeLayer(layer);
  };
  panel.addEventListener('keydown', onKeyDownCapture, true);
  panel.addEventListener('keydown', onKeyDown);
  launcher.addEventListener('click', () => setOpen(!open));
  closeButton.addEventListener('click', () => setOpen(false));
  back.addEventListener('click', () => events.onBack());

  return {
    frame,
    body,
    portalHost,
    headerTools,
    isOpen: () => open,
    setOpen,
    setUnread(total) {
      badge.hidden = total <= 0;
      badge.textContent = total > 99 ? '99+' : String(total);
      unread = total;
      writeUnread();
    },
    setTitle(text, canGoBack, next) {
      // An empty title is the list's: the frame's own word for it.
      titleText = text;
      title.textContent = text || texts.title;
      back.hidden = !canGoBack;
      counts.hidden = !next;
      clearInterval(presenceTimer);
      const hintLine = replyHintLine(next?.hint, texts);
      replyHint.textContent = hintLine === null ? '' : ` · ${hintLine}`;
      replyHint.hidden = hintLine === null;
      const peer = next?.peer;
      if (peer) {
        // A DM: the other person is the title; the line under it says whether she is there.
        const write = (): void => { memberCount.textContent = presenceLine(peer, new Date(), locale, texts); };
        write();
        onlineCount.textContent = '';
        onlineCount.hidden = true;
        if (!peer.online) presenceTimer = setInterval(write, PRESENCE_REFRESH_MS);
        return;
      }
      onlineCount.hidden = false;
      memberCount.textContent = next ? membersText(texts, next.members) : '';
      onlineCount.textContent = next ? withCount(texts.online, next.online) : '';
    },
    setNotice(text) {
      notice.hidden = text === null;
      notice.textContent = text ?? '';
    },
    setScheme(scheme) { frame.dataset.scheme = scheme; },
    texts,
    focus,
    destroy() {
      destroyed = true;
      clearInterval(presenceTimer);
      focus.stop();
      stopViewport();
      frame.remove();
    },
  };
}
