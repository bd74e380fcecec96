/**
 * The host page's contract: init options, events and the mount
 * interface between the loader and the app. Types only, so the loader can share them without weight.
 */

/** The credentials the host's token service issues for the product service. */
export interface HostCredentials {
  token: string;
  iv: string;
}

/** Look and stacking of the widget. */
export interface Theme {
  colorScheme?: 'light' | 'dark' | 'auto';
  primaryColor?: string;
  zIndex?: number;
  /** A CSS font-family list for the whole widget, or 'inherit' for the host page's body font. Sizes stay in px. */
  fontFamily?: string;
}

/** Distance in px of the launcher (and the docked panel) from the window's bottom and side edges (0–200). */
export interface Offset {
  x?: number;
  y?: number;
}

/** The docked panel's size in px on wide screens (width 320–640, height 400–900), clamped to the window. */
export interface PanelSize {
  width?: number;
  height?: number;
}

/** What `BountyChat('init', options)` accepts. */
export interface InitOptions {
  /** Origin of the product service; defaults to the script tag's `data-api-host`. */
  apiHost?: string;
  tokenProvider: () => Promise<HostCredentials>;
  bountyId?: string;
  /** Inline mode: render into this element instead of the docked panel. */
  container?: Element;
  /** Show the launcher bubble (default true). */
  launcher?: boolean;
  /** On a phone, the browser's back steps back in the chat before it leaves the page (default true). */
  phoneBack?: boolean;
  theme?: Theme;
  locale?: string;
  /** The side of the launcher and the docked panel (default: right, or left when the widget runs right to left). */
  position?: 'right' | 'left';
  offset?: Offset;
  panel?: PanelSize;
  /** The widget's words by key (docs/api.md lists them; dist/texts.en.json has every key with its English text). */
  texts?: Record<string, string>;
  /** Writing direction; 'auto' (the default) is right to left for ar, he, fa, ur and other RTL locales. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** Init options once the loader has resolved defaults. */
export interface ResolvedInitOptions extends InitOptions {
  apiHost: string;
}

/** Unread counts the host can show in its own header. */
export interface UnreadCounts {
  /** Unread messages over every channel. */
  total: number;
  /** How many channels have unread messages. */
  channels: number;
}

/** A message that arrived in one of the user's channels. */
export interface MessageEventDetail {
  channelId: string;
  messageId: string;
  userId: string | undefined;
  text: string;
}

/** Every event the widget emits, with its detail. */
export interface Events {
  ready: { userId: string };
  open: Record<string, never>;
  close: Record<string, never>;
  unread: UnreadCounts;
  message: MessageEventDetail;
  error: { code: string; message: string };
}

/** Names of the events. */
export type EventName = keyof Events;

/** The emitter the loader hands to the app. */
export type Emit = <K extends EventName>(event: K, detail: Events[K]) => void;

/** Arguments of `openDM`. */
export interface DirectMessageTarget {
  userId: string;
  bountyId: string;
  candidateId: string;
}

/** A bounty ticket: `{ token, iv }` sealed by the host's back end over the bounty's id, title and poster. */
export interface BountyTicket {
  token: string;
  iv: string;
}

/** The second argument of `openBounty`. Without a ticket the widget may only join an existing bounty channel. */
export interface BountyDetails {
  ticket?: BountyTicket;
}

/** What the app returns from `mount`: the loader forwards commands to it. */
export interface AppHandle {
  /** Resolves once connected (the `ready` event has fired). */
  ready: Promise<void>;
  open(): void;
  close(): void;
  toggle(): void;
  openBounty(bountyId: string, details?: BountyDetails): Promise<void>;
  openDM(target: DirectMessageTarget): Promise<void>;
  destroy(): Promise<void>;
}

/** The app module's entry, `dist/app/index.js`. */
export type Mount = (shadowRoot: ShadowRoot, options: ResolvedInitOptions, emit: Emit) => AppHandle;
