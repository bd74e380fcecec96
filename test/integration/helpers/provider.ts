// The chat provider the integration tests talk to: fake-stream on a free loopback port, or hosted Stream when
// STREAM_API_KEY, STREAM_API_SECRET and STREAM_BASE_URL are all set (the same tests then form a contract suite).
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { StreamChat } from 'stream-chat';
import type { Event } from 'stream-chat';
import { createFakeStream } from '../../../fake-stream/app';

/** One provider for one test file, with helpers that keep ids unique per run. */
export type Provider = {
  apiKey: string;
  apiSecret: string;
  baseURL: string;
  /** True when the tests run against hosted Stream. */
  hosted: boolean;
  /** A unique id for this run (safe on a shared hosted app). */
  id(prefix: string): string;
  /** A server-side client (`new StreamChat(key, secret)`). */
  server(): StreamChat;
  /** A user token, optionally expiring at `exp` (seconds since epoch). */
  token(userId: string, exp?: number): string;
  /**
   * Creates a channel server-side, as the product service does (users may not create channels under the
   * locked grants), with `creatorId` as its creator and owner. The users must exist (connect them first).
   */
  createChannel(id: string, creatorId: string, members: string[], data?: Record<string, unknown>): Promise<void>;
  /** `createChannel` under a fresh id made from `prefix`; resolves with the id. */
  newChannel(prefix: string, creatorId: string, members: string[], data?: Record<string, unknown>): Promise<string>;
  /** A connected client for the user (upserted first); disconnected by `close()`. */
  connect(userId: string, extra?: Record<string, unknown>): Promise<StreamChat>;
  close(): Promise<void>;
};

/** Starts fake-stream (or picks hosted Stream from the environment); `blocklist` configures fake-stream's word list. */
export async function startProvider(options: { blocklist?: string[]; openGrants?: boolean } = {}): Promise<Provider> {
  const { STREAM_API_KEY, STREAM_API_SECRET, STREAM_BASE_URL } = process.env;
  const hosted = Boolean(STREAM_API_KEY && STREAM_API_SECRET && STREAM_BASE_URL);
  const apiKey = hosted ? STREAM_API_KEY! : 'fake-stream-test-key';
  const apiSecret = hosted ? STREAM_API_SECRET! : randomBytes(24).toString('hex');
  const fake = hosted ? undefined : await createFakeStream({ key: apiKey, secret: apiSecret, port: 0, ...(options.blocklist ? { blocklist: options.blocklist } : {}), openGrants: options.openGrants === true });
  const baseURL = hosted ? STREAM_BASE_URL! : fake!.url;
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let counter = 0;
  const clients: StreamChat[] = [];

  const server = () => {
    const client = new StreamChat(apiKey, apiSecret, { baseURL });
    client.setBaseURL(baseURL);
    return client;
  };
  const token = (userId: string, exp?: number) =>
    jwt.sign(exp === undefined ? { user_id: userId } : { user_id: userId, exp }, apiSecret, { algorithm: 'HS256', noTimestamp: true });

  return {
    apiKey,
    apiSecret,
    baseURL,
    hosted,
    id: (prefix) => `${prefix}-${run}-${(counter += 1)}`,
    server,
    token,
    async createChannel(id, creatorId, members, data = {}) {
      await server().channel('messaging', id, { ...data, created_by_id: creatorId, members }).create();
    },
    async newChannel(prefix, creatorId, members, data = {}) {
      const id = `${prefix}-${run}-${(counter += 1)}`;
      await server().channel('messaging', id, { ...data, created_by_id: creatorId, members }).create();
      return id;
    },
    async connect(userId, extra = {}) {
      await server().upsertUsers([{ id: userId, ...extra }]);
      const client = newUserClient(apiKey, baseURL);
      await client.connectUser({ id: userId, ...extra }, token(userId));
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((client) => client.disconnectUser().catch(() => undefined)));
      await fake?.close();
    },
  };
}

/** A browser-like SDK client pointed at the provider (not connected). */
export function newUserClient(apiKey: string, baseURL: string): StreamChat {
  // A fresh instance each time: StreamChat.getInstance would share one client between users.
  const client = new StreamChat(apiKey, { baseURL, allowServerSideConnect: true });
  client.setBaseURL(baseURL);
  return client;
}

/** Resolves with the next event of `type` the client receives (rejects after `ms`). */
export function nextEvent(client: StreamChat, type: string, ms = 5000, where: (event: Event) => boolean = () => true): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no ${type} event within ${ms} ms`));
    }, ms);
    const subscription = client.on(type, (event) => {
      if (!where(event)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

/** Collects every event of `type` for `ms`, to prove something did NOT arrive. */
export async function eventsDuring(client: StreamChat, type: string, ms: number): Promise<Event[]> {
  const seen: Event[] = [];
  const subscription = client.on(type, (event) => seen.push(event));
  await new Promise((resolve) => setTimeout(resolve, ms));
  subscription.unsubscribe();
  return seen;
}

/** The provider's error code and HTTP status from an SDK rejection. */
export async function errorOf(promise: Promise<unknown>): Promise<{ code: number | null; status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as { code?: number | null; status?: number; message?: string; response?: { status?: number; data?: { code?: number } } };
    return {
      code: failure.response?.data?.code ?? failure.code ?? null,
      status: failure.response?.status ?? failure.status ?? 0,
      message: failure.message ?? String(error),
    };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
