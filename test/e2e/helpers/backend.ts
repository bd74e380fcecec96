/** Real fake-stream and product-service instances on free loopback ports, plus the host's token minting. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { StreamChat } from 'stream-chat';
import { createFakeStream } from '../../../fake-stream/app.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids.js';
import { startServer } from '../../../src/server/startServer.js';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket.js';
import { createUserToken } from '../../../src/server/auth/token.js';
import { parseConfig } from '../../../src/server/config/serviceConfig.js';
import { readOutbox } from '../../../demo/outbox.js';
import type { OutboxMail } from '../../../demo/outbox.js';

const TOKEN_KEY = Buffer.alloc(32, 7);
const HOST_API_KEY = 'e2e-host-api-key-0123456789abcdefghijkl';
/** The service's default e-mail window (BOUNTY_CHAT_EMAIL_WINDOW_MS): messages wait this long to be e-mailed together. */
const EMAIL_WINDOW_MS = 60_000;

/** A demo user as the host's token service knows it. */
export interface HostUser {
  sub: string;
  name: string;
  email: string;
  role: string;
}

/** The running backend. */
export interface Backend {
  /** The product service's origin (the widget's apiHost). */
  apiHost: string;
  /** fake-stream's origin (the browser talks to it directly: REST and WebSocket). */
  streamUrl: string;
  /** fake-stream's server credentials, for tests that set up provider state with the server SDK. */
  streamKey: string;
  streamSecret: string;
  /** What the host's token service would answer for `user`; valid for `lifetimeSeconds` (an hour by default). */
  mintToken(user: HostUser, lifetimeSeconds?: number): { token: string; iv: string };
  /** The host's bounty ticket: `owner` posted `bountyId` under `name`; valid for an hour. */
  mintBountyTicket(bountyId: string, owner: HostUser, name: string): { token: string; iv: string };
  /**
   * Moves the servers' clock (fake-stream's, the product service's and the host's token minting) `ms` ahead, so
   * a test can let tokens expire without waiting for them.
   */
  advanceClock(ms: number): void;
  /** Makes `bountyId` a bounty the service knows (a DM needs one), unless it is one already; `title` names it. */
  ensureBounty(bountyId: string, title?: string): Promise<void>;
  /** What the host's back end does with the host API: PUT /api/host/v1/users/{id} with `extra` (timeZone…); answers the status. */
  putUser(user: HostUser, extra?: Record<string, unknown>): Promise<number>;
  /**
   * The e-mails written so far (the service's outbox folder), after moving the clock past the e-mail window and
   * handling what is due: the provider's calls recorded, then the e-mails queued.
   */
  deliverEmails(): Promise<OutboxMail[]>;
  /** The service's outbox folder: an OutboxMail's `file` is there, whole (its HTML part included). */
  outboxDir: string;
  /** What the host's back end does with the host API: PUT /api/host/v1/bounties/{id}; answers the status. */
  putBounty(bountyId: string, body: Record<string, unknown>): Promise<number>;
  /**
   * Marks `user`'s address bouncing in the service's store, as a genuine delivery report does (that path has its
   * own integration test, test/integration/server/attacks/forgedBounce.test.ts); answers whether she was there.
   */
  markBouncing(user: HostUser): boolean;
  /**
   * Records DMs where `user` was written to first and answered after each of `replyMinutes`, as the service records
   * them from the provider's webhooks (that path has its own integration test, test/integration/server/hostEvents.test.ts).
   */
  seedAnsweredConversations(user: HostUser, replyMinutes: readonly number[]): void;
  close(): Promise<void>;
}

/** The job board's own user at the provider: it makes the bounty channels tests only need to exist. */
const BOARD_USER = 'job-board';

/**
 * Makes `bountyId` a bounty channel at the provider, as the service makes one from a host's ticket, with no
 * members, so nobody's channel list changes: for tests whose subject is not bounties, or not their own channel.
 * Without `title` no DM title changes either; with it, the DMs opened about it carry it.
 */
export async function ensureBountyAt(stream: { url: string; key: string; secret: string }, bountyId: string, title?: string): Promise<void> {
  const server = new StreamChat(stream.key, stream.secret, { baseURL: stream.url });
  await server.upsertUser({ id: BOARD_USER });
  const data = { created_by_id: BOARD_USER, kind: 'bounty', bounty_id: bountyId, ...(title !== undefined && { name: title }) };
  await server.channel(CHANNEL_TYPE, bountyId, data as never).create();
}

/** A fresh user with a unique id, so tests never share users or channels. */
export function makeHostUser(name: string, role = 'candidate'): HostUser {
  const sub = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`;
  return { sub, name, email: `${sub}@example.com`, role };
}

/** How the backend starts. */
export interface BackendOptions {
  /** Words fake-stream's moderation blocks. */
  blockWords?: string[];
  /**
   * The provider's webhook pointed at the service (BOUNTY_CHAT_PUBLIC_URL on a port chosen first), so that it acts
   * on messages sent at the provider: e-mails to offline members, masking. Off by default.
   */
  webhooks?: boolean;
  /** More service settings (BOUNTY_CHAT_CONVERSATION_URL…), over the defaults here. */
  env?: Record<string, string>;
}

/** A loopback port that was free a moment ago. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Starts fake-stream (with `blockWords` blocked by moderation) and the product service (in-memory store, outbox in a temp folder). */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const key = 'e2e-key';
  const secret = 'e2e-secret';
  let offset = 0;
  const now = () => Date.now() + offset;
  const stream = await createFakeStream({
    key, secret, port: 0, clock: { now: () => new Date(now()) }, ...(options.blockWords ? { blockWords: options.blockWords } : {}),
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-e2e-'));
  const port = options.webhooks ? await freePort() : 0;
  const service = await startServer(parseConfig({
    STREAM_API_KEY: key,
    STREAM_API_SECRET: secret,
    STREAM_BASE_URL: stream.url,
    BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'),
    BOUNTY_CHAT_DATA: dataDir,
    BOUNTY_CHAT_ALLOWED_ORIGINS: '*',
    BOUNTY_CHAT_HOST_API_KEY: HOST_API_KEY,
    ...(options.webhooks ? { BOUNTY_CHAT_PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...options.env,
  }), { log: () => undefined, clock: { now }, port });
  return {
    apiHost: service.url,
    streamUrl: stream.url,
    streamKey: key,
    streamSecret: secret,
    mintToken: (user, lifetimeSeconds = 3600) => createUserToken({ ...user, exp: Math.floor(now() / 1000) + lifetimeSeconds }, TOKEN_KEY),
    mintBountyTicket: (bountyId, owner, name) => createBountyTicket({ bountyId, name, ownerId: owner.sub, exp: Math.floor(now() / 1000) + 3600 }, TOKEN_KEY),
    advanceClock: (ms) => { offset += ms; },
    ensureBounty: (bountyId, title) => ensureBountyAt({ url: stream.url, key, secret }, bountyId, title),
    async putUser(user, extra = {}) {
      const response = await fetch(`${service.url}/api/host/v1/users/${encodeURIComponent(user.sub)}`, {
        method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${HOST_API_KEY}` },
        body: JSON.stringify({ name: user.name, email: user.email, role: user.role, ...extra }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    outboxDir: join(dataDir, 'outbox'),
    async deliverEmails() {
      offset += EMAIL_WINDOW_MS + 1_000;
      await service.webhooks.runDue();
      await service.emails.runDue();
      return readOutbox(join(dataDir, 'outbox'));
    },
    async putBounty(bountyId, body) {
      const response = await fetch(`${service.url}/api/host/v1/bounties/${bountyId}`, {
        method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${HOST_API_KEY}` }, body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    },
    markBouncing(user) {
      const db = new Database(join(dataDir, 'bounty-chat.sqlite'));
      try {
        return db.prepare('UPDATE users SET email_bouncing = 1 WHERE id = ?').run(user.sub).changes > 0;
      } finally {
        db.close();
      }
    },
    seedAnsweredConversations(user, replyMinutes) {
      const db = new Database(join(dataDir, 'bounty-chat.sqlite'));
      try {
        const add = db.prepare('INSERT INTO dm_conversations (channel_id, bounty_id, starter_id, recipient_id, started_at, first_reply_at) VALUES (?, ?, ?, ?, ?, ?)');
        const startedAt = Date.now() - 3 * 24 * 60 * 60_000;
        replyMinutes.forEach((minutes, index) => add.run(`dm-seeded-${user.sub}-${index}`, 'seeded', `seeded-candidate-${index}`, user.sub, startedAt, startedAt + minutes * 60_000));
      } finally {
        db.close();
      }
    },
    async close() {
      await service.close();
      await stream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
