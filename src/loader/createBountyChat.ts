/** Builds one `BountyChat` surface: validates commands, owns the host element, loads the app, relays events. */
import type { AppHandle, Emit, EventName } from '../chat/hostApi.js';
import { importApp } from './appEntry.js';
import type { BountyChatApi, CommandName, Commands, Handler } from './types.js';
import { check, checkBounty, checkDirectMessage, checkInitOptions, checkSubscription } from './validate.js';

/** Where the app lives and what the script tag said. */
export interface LoaderEnvironment {
  /** Absolute URL of dist/app/index.js. */
  appUrl: string;
  /** The tag's data-api-host, used when init gets no apiHost. */
  apiHost: string | null;
}

type AnyHandler = (detail: unknown) => void;

// The app is fetched when the page is idle so the widget never competes with the host's own start-up; the
// timeout bounds the wait on a page that is never idle.
const whenIdle = (): Promise<void> => new Promise((resolve) => {
  if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
  else setTimeout(resolve, 1);
});

// A <script> in <head> may run init before <body> exists.
const whenBody = (): Promise<HTMLElement> => new Promise((resolve) => {
  if (document.body) resolve(document.body);
  else document.addEventListener('DOMContentLoaded', () => resolve(document.body), { once: true });
});

/** Creates the API object installed as `window.BountyChat` (or imported from the ESM entry). */
export function createBountyChat(env: LoaderEnvironment): BountyChatApi {
  const handlers = new Map<EventName, Set<AnyHandler>>();
  let app: Promise<AppHandle> | null = null;
  let ready: Promise<void> | null = null;
  let host: HTMLElement | null = null;

  const emit: Emit = (event, detail) => {
    handlers.get(event)?.forEach((handler) => {
      // One throwing host handler must not stop the others nor the widget.
      try { handler(detail); } catch (error) { setTimeout(() => { throw error; }); }
    });
    window.dispatchEvent(new CustomEvent(`bountychat:${event}`, { detail }));
  };

  const withApp = <T>(use: (handle: AppHandle) => T | Promise<T>): Promise<T> => {
    check(!!app, 'init', 'called first');
    return (app as Promise<AppHandle>).then(use);
  };

  // A failed load was already reported as an `error` event; fire-and-forget commands stay quiet.
  const fire = (use: (handle: AppHandle) => void): void => { withApp(use).catch(() => undefined); };

  const commands: Commands = {
    init(options) {
      checkInitOptions(options, env.apiHost);
      if (ready) return ready;
      const element = document.createElement('bounty-chat');
      const root = element.attachShadow({ mode: 'open' });
      host = element;
      const resolved = { ...options, apiHost: options.apiHost ?? (env.apiHost as string) };
      app = (options.container ? Promise.resolve(options.container) : whenBody())
        .then((parent) => { parent.append(element); return whenIdle(); })
        .then(() => importApp(env.appUrl))
        .then(({ mount }) => {
          // destroy() may have run while the app was downloading: never mount into a discarded root.
          check(host === element, 'init', 'still active');
          return mount(root, resolved, emit);
        });
      // A failed download or mount is the loader's to report; the app reports its own failures.
      app.catch((error: Error) => emit('error', { code: 'load_failed', message: error.message }));
      ready = app.then((handle) => handle.ready);
      return ready;
    },
    open: () => fire((h) => h.open()),
    close: () => fire((h) => h.close()),
    toggle: () => fire((h) => h.toggle()),
    openBounty(bountyId, details) {
      checkBounty(bountyId, details);
      return withApp((h) => h.openBounty(bountyId, details));
    },
    openDM(target) {
      checkDirectMessage(target);
      return withApp((h) => h.openDM(target));
    },
    on<K extends EventName>(event: K, handler: Handler<K>) {
      checkSubscription(event, handler);
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      handlers.set(event, set);
      const wrapped: AnyHandler = (detail) => handler(detail as Parameters<Handler<K>>[0]);
      set.add(wrapped);
      return () => { set.delete(wrapped); };
    },
    async destroy() {
      const current = app;
      host?.remove();
      app = ready = host = null;
      // Host subscriptions (on) stay: they belong to the page, and survive destroy → init.
      if (current) await current.then((handle) => handle.destroy(), () => undefined);
    },
  };

  const api = ((command: CommandName, ...args: unknown[]) => {
    check(Object.hasOwn(commands, command), 'command', Object.keys(commands).join(', '));
    return (commands[command] as (...a: unknown[]) => unknown)(...args);
  }) as BountyChatApi;
  // `i`: how the app's chunks import their lazy chunks, by their path in the app folder (the build rewrites their
  // import() to call it); a pinned
  // copy's pin module replaces it with one that checks each chunk's hash first.
  return Object.assign(api, commands, { loaded: true as const, i: (path: string) => import(/* @vite-ignore */ `${new URL(path, env.appUrl)}`) });
}

/** Replays the snippet's queued calls in order; a bad call is reported without stopping the rest. */
export function replayQueue(api: BountyChatApi, queue: ArrayLike<unknown>[]): void {
  for (const call of queue) {
    try {
      const [command, ...args] = Array.from(call) as [CommandName, ...unknown[]];
      const result = (api as (c: CommandName, ...a: unknown[]) => unknown)(command, ...args);
      // Nobody holds a queued call's promise; its failure is reported as an `error` event instead.
      if (result instanceof Promise) result.catch(() => undefined);
    } catch (error) {
      setTimeout(() => { throw error; });
    }
  }
}
