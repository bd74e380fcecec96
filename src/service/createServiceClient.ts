/** Typed client of the product service: auth headers, `?t=` cache-busting, JSON, typed errors. */
import { createRequestBudget, webLock } from './requestBudget.js';
import type { BudgetStorage, RequestBudget } from './requestBudget.js';
import { ServiceError, toServiceError } from './serviceError.js';
import type {
  AllChannels, ArchiveChannelRequest, ChannelRef, ChannelUnread, ChatSession, DirectMessageRequest, EditMessageAnswer,
  EditMessageRequest, EmailAnswer, GetOrCreateChannelRequest, OkAnswer, PreferencesAnswer, ReplyHintAnswer, MarkSeenAnswer, SeenChannelsAnswer, ServiceAnswers, ServiceEndpoint,
  SetPreferencesRequest, BlockedAnswer, BlockUserRequest, ReportAnswer, ReportRequest,
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
  /** Gets the caller's provider session; `look` is the browser's zone and language, for the times in her e-mail. */
  getOrCreateUser(look?: { timeZone: string; locale: string }): Promise<ChatSession>;
  /** Joins an existing bounty channel, or (with the host's ticket) creates it as the ticket says. */
  getOrCreateChannel(body: GetOrCreateChannelRequest): Promise<ChannelRef>;
  createDmChannel(body: DirectMessageRequest): Promise<ChannelRef>;
  getUnreadMessages(body: { channelId: string }): Promise<ChannelUnread>;
  allChannels(): Promise<AllChannels>;
  sendPrivateChatEmail(body: { userId: string }): Promise<EmailAnswer>;
  archiveChannel(body: ArchiveChannelRequest): Promise<OkAnswer>;
  deleteChannel(body: ArchiveChannelRequest): Promise<OkAnswer>;
  /** A 404 counts as success: the channel is not archived (anymore). */
  unarchiveChannel(body: { channelId: string }): Promise<OkAnswer>;
  /** Edits the caller's own message (masked as its channel's policy says); answers it as the provider stored it. */
  editMessage(body: EditMessageRequest): Promise<EditMessageAnswer>;
  /** The caller's own preferences (whether chat e-mails reach them). */
  getPreferences(): Promise<PreferencesAnswer>;
  /** Saves the caller's own preferences; answers them as stored. */
  setPreferences(body: SetPreferencesRequest): Promise<PreferencesAnswer>;
  /** Clears the caller's own bouncing mark (mail to her address bounced): chat e-mail is tried again. */
  clearEmailBounce(): Promise<PreferencesAnswer>;
  /** The people the caller blocked. */
  blockedUsers(): Promise<BlockedAnswer>;
  /** Blocks a person: they can no longer write to the caller, whose list and e-mail no longer show them. */
  blockUser(body: BlockUserRequest): Promise<BlockedAnswer>;
  unblockUser(body: BlockUserRequest): Promise<BlockedAnswer>;
  /** Reports a message or a DM's other person to the board, optionally blocking them in the same step. */
  report(body: ReportRequest): Promise<ReportAnswer>;
  /** The other side's reply-time line (a DM's header). */
  getReplyHint(body: { userId: string }): Promise<ReplyHintAnswer>;
  /** Records that the caller opened a conversation (the list's "New" goes on every device of theirs). */
  markSeen(body: { channelId: string }): Promise<MarkSeenAnswer>;
  /** Which of these conversations the caller has opened, on any device: one call for the list's rows. */
  seenChannels(body: { channelIds: string[] }): Promise<SeenChannelsAnswer>;
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
    ...(options.storage && { onChange: storageChanges }),
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

  async function send<N extends ServiceEndpoint>(method: 'GET' | 'POST', name: N, body: unknown, retried = false): Promise<ServiceAnswers[N]> {
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
    // Expired credentials: ask the host once more, as its token service may have rotated them.
    if (response.status == 401 && !retried) {
      cached = null;
      return send(method, name, body, true);
    }
    if (!response.ok) {
      let failure: unknown = null;
      try { failure = text ? JSON.parse(text) : null; } catch { /* a non-JSON failure keeps the status as its code */ }
      throw toServiceError(response.status, failure);
    }
    // The trust boundary, in one place: a 2xx answer is the contract's, as the server's handlers are typed with
    // the same ServiceAnswers. Checking every field here would ship a validator to every host page for an
    // answer from our own service; a malformed one fails where it is read.
    let answer: ServiceAnswers[N];
    try { answer = JSON.parse(text); } catch { throw new ServiceError('invalid_answer', `${name} answered no JSON`, response.status); }
    if (isSession(answer) && budgetUser === null) {
      budgetUser = answer.user.id;
      budget.record(budgetUser);
    }
    return answer;
  }

  const post = <N extends ServiceEndpoint>(name: N) => (body?: unknown) => send('POST', name, body);
  const get = <N extends ServiceEndpoint>(name: N) => () => send('GET', name, undefined);

  return {
    getOrCreateUser: post('get-or-create-user'),
    getOrCreateChannel: post('get-or-create-channel'),
    createDmChannel: post('create-dm-channel'),
    getUnreadMessages: post('get-unread-messages'),
    allChannels: get('all-channels'),
    sendPrivateChatEmail: post('send-private-chat-email'),
    archiveChannel: post('archive-channel'),
    deleteChannel: post('delete-channel'),
    async unarchiveChannel(body) {
      try {
        return await send('POST', 'unarchive-channel', body);
      } catch (error) {
        if (error instanceof ServiceError && error.status == 404) return { ok: true };
        throw error;
      }
    },
    editMessage: post('edit-message'),
    getPreferences: get('get-preferences'),
    setPreferences: post('set-preferences'),
    clearEmailBounce: () => send('POST', 'clear-email-bounce', {}),
    blockedUsers: get('blocked-users'),
    blockUser: post('block-user'),
    unblockUser: post('unblock-user'),
    report: post('report'),
    getReplyHint: post('get-reply-hint'),
    markSeen: post('mark-seen'),
    seenChannels: post('get-seen-channels'),
    resetCredentials: () => { cached = null; },
  };
}

/** Whether an answer is get-or-create-user's: it names the user whose request budget every later call counts in. */
function isSession(answer: unknown): answer is ChatSession {
  if (typeof answer != 'object' || answer === null || !('user' in answer)) return false;
  const { user } = answer;
  return typeof user == 'object' && user !== null && 'id' in user && typeof user.id == 'string';
}

/** Keys another tab of this browser changed in localStorage (its `storage` event; none outside a browser). */
function storageChanges(listener: (key: string) => void): void {
  globalThis.addEventListener?.('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key !== null) listener(key);
  });
}
