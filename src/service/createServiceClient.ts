/** Typed client of the product service: auth headers, `?t=` cache-busting, JSON, typed errors. */
import { createRequestBudget, webLock } from './requestBudget.js';
import type { BudgetStorage, RequestBudget } from './requestBudget.js';
import { ServiceError, toServiceError } from './serviceError.js';
import type {
  AllChannels, ArchiveChannelRequest, ChannelRef, ChannelUnread, ChatSession, DirectMessageRequest, EmailAnswer,
  GetOrCreateChannelRequest, MessageEmailRequest, OkAnswer, PreferencesAnswer, SetPreferencesRequest,
} from './types.js';

/** The host's credentials for the product service (x-auth-token / x-auth-iv). */
export interface ServiceCredentials {
  token: string;
  iv: string;
}

/** What the client needs; fetch and the clock are ports so tests and other runtimes can swap them. */
export interface ServiceClientOptions {
  apiHost: string;
  /** Asks the host for fresh credentials; called first, and again after a 401. */
  credentials: () => Promise<ServiceCredentials>;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where the cross-tab request budget keeps its timestamps (localStorage in a browser; null: this client only). */
  storage?: () => BudgetStorage | null;
  /** Waits (a port, so tests need no real waits). */
  sleep?: (ms: number) => Promise<void>;
}

/** The product service, one method per call. */
export interface ServiceClient {
  getOrCreateUser(): Promise<ChatSession>;
  /** Joins an existing bounty channel, or (with the host's ticket) creates it as the ticket says. */
  getOrCreateChannel(body: GetOrCreateChannelRequest): Promise<ChannelRef>;
  createDmChannel(body: DirectMessageRequest): Promise<ChannelRef>;
  getUnreadMessages(body: { channelId: string }): Promise<ChannelUnread>;
  allChannels(): Promise<AllChannels>;
  sendMessageEmail(body: MessageEmailRequest): Promise<EmailAnswer>;
  sendPrivateChatEmail(body: { userId: string }): Promise<EmailAnswer>;
  archiveChannel(body: ArchiveChannelRequest): Promise<OkAnswer>;
  deleteChannel(body: ArchiveChannelRequest): Promise<OkAnswer>;
  /** A 404 counts as success: the channel is not archived (anymore). */
  unarchiveChannel(body: { channelId: string }): Promise<OkAnswer>;
  /** The caller's own preferences (whether chat e-mails reach them). */
  getPreferences(): Promise<PreferencesAnswer>;
  /** Saves the caller's own preferences; answers them as stored. */
  setPreferences(body: SetPreferencesRequest): Promise<PreferencesAnswer>;
  /** Forgets cached credentials, so the next call asks the host again. */
  resetCredentials(): void;
}

/** Creates a client of `{apiHost}/api/stream-chat/*`. */
export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const base = options.apiHost.replace(/\/+$/, '');
  let cached: Promise<ServiceCredentials> | null = null;
  const budget: RequestBudget = createRequestBudget({
    storage: options.storage ?? (() => null),
    lock: options.storage ? webLock() : null,
    now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  });
  // Whose budget: the service names the user in get-or-create-user, the first call; that one cannot wait for
  // a budget it does not know yet, so it is counted once it answers.
  let budgetUser: string | null = null;

  const credentials = (): Promise<ServiceCredentials> => {
    cached ??= options.credentials().catch((error: unknown) => {
      cached = null;
      throw new ServiceError('token_provider_failed', error instanceof Error ? error.message : String(error), 0);
    });
    return cached;
  };

  async function send(method: 'GET' | 'POST', name: string, body: unknown, retried = false): Promise<unknown> {
    if (budgetUser !== null) await budget.take(budgetUser);
    const { token, iv } = await credentials();
    let response: Response;
    try {
      response = await doFetch(`${base}/api/stream-chat/${name}?t=${now()}`, {
        method,
        headers: { 'x-auth-token': token, 'x-auth-iv': iv, ...(method == 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method == 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
    } catch (error) {
      throw new ServiceError('network_error', error instanceof Error ? error.message : String(error), 0);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* a non-JSON failure keeps the status as its code */ }
    // Expired credentials: ask the host once more, as its token service may have rotated them.
    if (response.status == 401 && !retried) {
      cached = null;
      return send(method, name, body, true);
    }
    if (!response.ok) throw toServiceError(response.status, parsed);
    const user = name == 'get-or-create-user' ? (parsed as { user?: { id?: unknown } } | null)?.user?.id : undefined;
    if (typeof user == 'string' && budgetUser === null) {
      budgetUser = user;
      budget.record(user);
    }
    return parsed;
  }

  const post = <T>(name: string) => (body?: unknown) => send('POST', name, body) as Promise<T>;

  return {
    getOrCreateUser: post<ChatSession>('get-or-create-user'),
    getOrCreateChannel: post<ChannelRef>('get-or-create-channel'),
    createDmChannel: post<ChannelRef>('create-dm-channel'),
    getUnreadMessages: post<ChannelUnread>('get-unread-messages'),
    allChannels: () => send('GET', 'all-channels', undefined) as Promise<AllChannels>,
    sendMessageEmail: post<EmailAnswer>('send-message-email'),
    sendPrivateChatEmail: post<EmailAnswer>('send-private-chat-email'),
    archiveChannel: post<OkAnswer>('archive-channel'),
    deleteChannel: post<OkAnswer>('delete-channel'),
    async unarchiveChannel(body) {
      try {
        return (await send('POST', 'unarchive-channel', body)) as OkAnswer;
      } catch (error) {
        if (error instanceof ServiceError && error.status == 404) return { ok: true };
        throw error;
      }
    },
    getPreferences: () => send('GET', 'get-preferences', undefined) as Promise<PreferencesAnswer>,
    setPreferences: post<PreferencesAnswer>('set-preferences'),
    resetCredentials: () => { cached = null; },
  };
}
