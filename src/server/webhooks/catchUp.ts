import type { Clock } from '../clock';
import type { Logger } from '../ops/logger';
import { isWritten } from '../provider/chatProvider';
import type { ChatProvider, ProviderMessage } from '../provider/chatProvider';
import type { SqlDatabase } from '../store/sqlDatabase';
import type { WebhookInbox } from './webhookInbox';

/** Reads what the provider holds that the webhook may not have brought, on start-up, on a schedule, after an outage. */
export interface CatchUp {
  /** One pass now; answers how many messages it recorded. Tests await it. */
  run(): Promise<CatchUpOutcome>;
  stop(): Promise<void>;
}

/** What one pass found. */
export interface CatchUpOutcome {
  /** Messages that no webhook call had brought, now recorded for the worker. */
  caughtUp: number;
  /** Messages looked at (those a webhook brought included). */
  seen: number;
  /** Age in seconds of the oldest message caught up, or null when none was. */
  oldestAgeSeconds: number | null;
}

/** What the catch-up needs. */
export interface CatchUpOptions {
  stream: Pick<ChatProvider, 'activeChannels' | 'messagesAfter'>;
  db: SqlDatabase;
  inbox: Pick<WebhookInbox, 'record' | 'knownMessages'>;
  /** Called once a pass recorded something: the webhook worker handles it. */
  recorded(): void;
  clock: Clock;
  log: Logger;
  /** Tells the metrics what a pass caught up. */
  report(outcome: CatchUpOutcome): void;
  /** Between passes while all is well. */
  intervalMs: number;
  /** False: only run() passes (tests that drive it). */
  background: boolean;
}

/** The cursor in `service_settings`: the provider's ISO time before which every message was looked at. */
const CURSOR = 'catch_up_cursor';
/**
 * Each pass reads again this far behind the newest message it saw: a message the provider stored while a page was
 * read (or whose channel's `last_message_at` it updated late) is seen by the next pass. What was seen before is
 * recorded, so reading it again costs a query, not an e-mail.
 */
const OVERLAP_MS = 2 * 60_000;
/** After a failed pass (the store or the provider down), the next comes this soon: catching up starts as they return. */
const RETRY_MS = 5_000;
/** Channels per page (the provider's largest), and pages per pass; a later pass goes on from the cursor. */
const CHANNELS_PER_PAGE = 30;
const MOST_PAGES = 100;
const MESSAGES_PER_READ = 300;
/** Ids per look-up in the inbox, far below either engine's limit on parameters. */
const IDS_PER_LOOKUP = 500;

/**
 * Starts the catch-up: it asks the provider for the product's channels with messages newer than the cursor (by
 * `last_message_at`), and records each written message that no webhook call recorded as a `message.new` call of
 * its own (id `catch-up:<message id>`, so instances that catch up together record it once). The webhook worker
 * then handles it with the same rule (offline recipients) and the same (recipient, message) uniqueness: a message
 * is e-mailed once whichever way it came.
 */
export function startCatchUp(options: CatchUpOptions): CatchUp {
  const { stream, db, inbox, clock, log } = options;
  let running: Promise<CatchUpOutcome> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let failing = false;

  async function pass(): Promise<CatchUpOutcome> {
    const cursor = await readCursor(db);
    // The first pass of a new store starts at the provider's newest message: history is not e-mailed.
    if (cursor === null) {
      const [newest] = await newestActivity(stream);
      await advanceCursor(db, clock, newest ?? new Date(0).toISOString());
      return { caughtUp: 0, seen: 0, oldestAgeSeconds: null };
    }
    const messages: ProviderMessage[] = [];
    let newestSeen = cursor;
    let since = cursor;
    const visited = new Set<string>();
    for (let page = 0; page < MOST_PAGES; page++) {
      const found = await stream.activeChannels(since, CHANNELS_PER_PAGE);
      const channels = found.filter((channel) => !visited.has(channel.channelId));
      for (const channel of channels) {
        visited.add(channel.channelId);
        if (channel.lastMessageAt > newestSeen) newestSeen = channel.lastMessageAt;
        messages.push(...channel.messages.filter((message) => message.createdAt > Date.parse(cursor)));
        if (!channel.complete) messages.push(...(await olderMessages(channel.channelId, cursor, channel.messages[0])));
      }
      if (found.length < CHANNELS_PER_PAGE || channels.length === 0) break;
      // By time, not by offset: a channel active meanwhile moved to the end and is read again (its id is skipped).
      since = found.at(-1)!.lastMessageAt;
    }
    const written = dedupe(messages.filter((message) => !message.deleted && isWritten(message) && message.userId !== null));
    const known = new Set<string>();
    for (let at = 0; at < written.length; at += IDS_PER_LOOKUP) {
      for (const id of await inbox.knownMessages(written.slice(at, at + IDS_PER_LOOKUP).map((message) => message.id))) known.add(id);
    }
    let caughtUp = 0;
    let oldest: number | null = null;
    for (const message of written) {
      if (known.has(message.id)) continue;
      const fresh = await inbox.record({ webhookId: `catch-up:${message.id}`.slice(0, 128), eventType: 'message.new', messageId: message.id });
      if (!fresh) continue;
      caughtUp++;
      oldest = oldest === null ? message.createdAt : Math.min(oldest, message.createdAt);
    }
    if (caughtUp > 0) options.recorded();
    await advanceCursor(db, clock, new Date(Math.max(Date.parse(newestSeen) - OVERLAP_MS, Date.parse(cursor))).toISOString());
    return { caughtUp, seen: written.length, oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.round((clock.now() - oldest) / 1000)) };
  }

  /** The channel's messages between the cursor and the first one its page held, oldest first. */
  async function olderMessages(channelId: string, cursor: string, firstOnPage: ProviderMessage | undefined): Promise<ProviderMessage[]> {
    const found: ProviderMessage[] = [];
    let after = cursor;
    for (let read = 0; read < 20; read++) {
      const page = await stream.messagesAfter(channelId, after, MESSAGES_PER_READ);
      const before = firstOnPage === undefined ? page : page.filter((message) => message.createdAt < firstOnPage.createdAt);
      found.push(...before);
      if (page.length < MESSAGES_PER_READ || before.length < page.length) break;
      after = new Date(page.at(-1)!.createdAt).toISOString();
    }
    return found;
  }

  function run(): Promise<CatchUpOutcome> {
    running ??= pass()
      .then((outcome) => {
        if (failing) log('catch-up: the store and the provider answer again');
        failing = false;
        options.report(outcome);
        if (outcome.caughtUp > 0) {
          log('catch-up: messages no webhook brought were recorded for e-mail', { level: 'warn', caughtUp: outcome.caughtUp, seen: outcome.seen, oldestAgeSeconds: outcome.oldestAgeSeconds });
        }
        return outcome;
      })
      .catch((error: unknown) => {
        if (!failing) log('catch-up failed; retrying every few seconds', { level: 'error', reason: error instanceof Error ? error.message : String(error) });
        failing = true;
        throw error;
      })
      .finally(() => {
        running = null;
        schedule();
      });
    return running;
  }

  function schedule(): void {
    if (stopped || !options.background) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      run().catch(() => undefined);
    }, failing ? RETRY_MS : options.intervalMs);
    timer.unref();
  }

  // At start-up: whatever arrived while no instance was up is read now.
  if (options.background) run().catch(() => undefined);
  return {
    run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** The `last_message_at` of the product's most recently active channel, as a one-element list (none without messages). */
async function newestActivity(stream: Pick<ChatProvider, 'activeChannels'>): Promise<string[]> {
  // Oldest first by the provider's sort: page by time to the end (a new store meets an app with few channels
  // or many; each page is one call).
  let since = new Date(0).toISOString();
  for (let page = 0; page < MOST_PAGES; page++) {
    const channels = await stream.activeChannels(since, CHANNELS_PER_PAGE);
    if (channels.length === 0) break;
    since = channels.at(-1)!.lastMessageAt;
    if (channels.length < CHANNELS_PER_PAGE) break;
  }
  return since === new Date(0).toISOString() ? [] : [since];
}

function dedupe(messages: ProviderMessage[]): ProviderMessage[] {
  return [...new Map(messages.map((message) => [message.id, message])).values()];
}

async function readCursor(db: SqlDatabase): Promise<string | null> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM service_settings WHERE name = ?', [CURSOR]);
  return row?.value ?? null;
}

/** Moves the shared cursor forward only: an instance with an older view never moves it back. */
async function advanceCursor(db: SqlDatabase, clock: Clock, to: string): Promise<void> {
  await db.run(
    `INSERT INTO service_settings (name, value, created_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value WHERE service_settings.value < excluded.value`,
    [CURSOR, to, clock.now()],
  );
}
