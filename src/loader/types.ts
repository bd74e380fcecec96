/** The typed surface of `window.BountyChat`: commands, events and options. */
import type {
  BountyDetails, DirectMessageTarget, EventName, Events, InitOptions,
} from '../chat/hostApi.js';

export type {
  BountyDetails, BountyTicket, DirectMessageTarget, EventName, Events, HostCredentials, InitOptions, MessageEventDetail, Offset, PanelSize, Theme, UnreadCounts,
} from '../chat/hostApi.js';

/** An event handler for one event. */
export type Handler<K extends EventName> = (detail: Events[K]) => void;

/** Every command, by name, with its arguments and result. */
export interface Commands {
  init: (options: InitOptions) => Promise<void>;
  open: () => void;
  close: () => void;
  toggle: () => void;
  openBounty: (bountyId: string, details?: BountyDetails) => Promise<void>;
  openDM: (target: DirectMessageTarget) => Promise<void>;
  on: <K extends EventName>(event: K, handler: Handler<K>) => () => void;
  destroy: () => Promise<void>;
}

/** Names of the commands. */
export type CommandName = keyof Commands;

/** `window.BountyChat`: callable with the queue form `BountyChat('open')`, and with a method per command. */
export interface BountyChatApi extends Commands {
  <K extends CommandName>(command: K, ...args: Parameters<Commands[K]>): ReturnType<Commands[K]>;
  /** Calls made before the script arrived (the snippet's queue). */
  q?: ArrayLike<unknown>[];
  /** Set once the real loader is installed; guards against running twice. */
  loaded?: true;
  /** Internal: imports one of the app's lazy chunks by its path in the app folder (the build routes the chunks'
   * import() here). */
  i?: (path: string) => Promise<unknown>;
}

declare global {
  interface Window {
    BountyChat?: BountyChatApi;
  }
}
