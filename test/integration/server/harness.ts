// Shared set-up for the product-service integration tests: real fake-stream, real SMTP server, real sockets.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { StreamChat } from 'stream-chat';
import { createFakeStream } from '../../../fake-stream/app';
import { startServer } from '../../../src/server/startServer';
import type { RunningServer, StartOptions } from '../../../src/server/startServer';
import { createBountyTicket } from '../../../src/server/auth/bountyTicket';
import { createUserToken } from '../../../src/server/auth/token';
import type { UserClaims } from '../../../src/server/auth/token';
import { parseConfig } from '../../../src/server/config/serviceConfig';
import type { ServiceConfig } from '../../../src/server/config/serviceConfig';
import { storeSettings } from '../../helpers/serverEngine';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

export const TOKEN_KEY = Buffer.alloc(32, 9);
export const API_KEY = 'bounty-test-key';
export const API_SECRET = 'bounty-test-secret';

/** A user the tests sign in as. */
export interface TestUser {
  sub: string;
  name: string;
  email: string;
  role: string;
  image?: string;
}

/** Unique per call, so test files never share users or channels on one fake-stream. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A fresh user with a unique id. */
export function makeUser(name: string): TestUser {
  const sub = uniqueId(name.toLowerCase());
  return { sub, name, email: `${sub}@example.com`, role: 'candidate' };
}

/** The two auth headers for a user, valid for an hour unless told otherwise. */
export function authHeaders(user: TestUser, overrides: Partial<UserClaims> = {}, key: Buffer = TOKEN_KEY): Record<string, string> {
  const claims: UserClaims = { ...user, exp: Math.floor(Date.now() / 1000) + 3600, ...overrides };
  const { token, iv } = createUserToken(claims, key);
  return { 'x-auth-token': token, 'x-auth-iv': iv };
}

/** A bounty ticket from the host's back end: `owner` posted `bountyId` under `name`, valid for an hour. */
export function ticketFor(bountyId: string, owner: TestUser, name: string): { token: string; iv: string } {
  return createBountyTicket({ bountyId, name, ownerId: owner.sub, exp: Math.floor(Date.now() / 1000) + 3600 }, TOKEN_KEY);
}

/** Opens the bounty channel as `caller` with the host's ticket for it (the poster `owner`, its `name`). */
export function openBountyWithTicket(service: Callable, caller: TestUser, bountyId: string, owner: TestUser, name: string): Promise<Answer> {
  return call(service, 'get-or-create-channel', caller, { channelId: bountyId, ticket: ticketFor(bountyId, owner, name) });
}

/** Sends a message as `user` at the provider (what the widget does), answering its id. */
export async function sendAs(fake: FakeStream, channelId: string, user: TestUser, text: string): Promise<string> {
  const { message } = await providerClient(fake).channel(CHANNEL_TYPE, channelId).sendMessage({ text, user_id: user.sub });
  return message.id;
}

/** A bounty the host has opened: `owner` posted it (the service made its channel from the host's ticket); answers its id. */
export async function postBounty(service: Callable, owner: TestUser, bountyId = uniqueId('bounty')): Promise<string> {
  const answer = await openBountyWithTicket(service, owner, bountyId, owner, `Bounty ${bountyId}`);
  if (answer.status !== 200) throw new Error(`could not open bounty ${bountyId}: ${JSON.stringify(answer.body)}`);
  return bountyId;
}

/** Two signed-in users sharing a fresh DM about a fresh bounty of `a`'s; answers its id. */
export async function sharedDm(service: Callable, a: TestUser, b: TestUser): Promise<string> {
  await call(service, 'get-or-create-user', a);
  await call(service, 'get-or-create-user', b);
  const answer = await call(service, 'create-dm-channel', a, { userId: a.sub, bountyId: await postBounty(service, a), candidateId: b.sub });
  return answer.body['channelId'] as string;
}

/** Sends the message at the provider as `sender` (as the widget does), then answers the product's e-mail payload for it. */
export async function emailAbout(fake: FakeStream, sender: TestUser, recipient: TestUser, channelId: string, messageContent: string) {
  await sendAs(fake, channelId, sender, messageContent);
  return { senderUserId: sender.sub, recipientUserId: recipient.sub, messageContent, isDM: true, channelName: channelId };
}

/** An answer from the service. */
export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; message: string; detail: string } };
}

/**
 * A service to call: its URL, and when it is the service itself (a RunningServer) its `inject`, which the helpers
 * below use (fastify's in-process request: no socket, the same routes and answers). A `{ url }` alone (a proxy in
 * front of the service, say) is called over the network.
 */
export interface Callable {
  url: string;
  inject?: RunningServer['inject'];
}

/** One request to `service`: in-process when it can be, else over loopback; the answer as fetch gives it. */
export async function request(service: Callable, path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; headers: Headers; text: string }> {
  if (!service.inject) {
    const response = await fetch(`${service.url}${path}`, init);
    return { status: response.status, headers: response.headers, text: await response.text() };
  }
  const answer = await service.inject({ method: init.method as 'GET', url: path, headers: init.headers, ...(init.body === undefined ? {} : { payload: init.body }) });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return { status: answer.statusCode, headers, text: answer.body };
}

/** The host's back end sets a bounty's facts: PUT /api/host/v1/bounties/{id} with the host API key `hostKey`. */
export async function putBounty(service: Callable, hostKey: string, id: string, body: unknown): Promise<Omit<Answer, 'headers'>> {
  const response = await request(service, `/api/host/v1/bounties/${id}`, {
    method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${hostKey}` }, body: JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(response.text) as Answer['body'] };
}

/** Calls one endpoint as `user` (POST with a JSON body unless `method` says otherwise). */
export async function call(
  service: Callable,
  name: string,
  user: TestUser | null,
  body?: unknown,
  init: { method?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Answer> {
  const method = init.method ?? (body === undefined && init.rawBody === undefined && name === 'all-channels' ? 'GET' : 'POST');
  const { status, headers, text } = await request(service, `/api/stream-chat/${name}?t=${Date.now()}`, {
    method,
    headers: { 'content-type': 'application/json', ...(user ? authHeaders(user) : {}), ...init.headers },
    ...(method === 'GET' ? {} : { body: init.rawBody ?? JSON.stringify(body ?? {}) }),
  });
  return { status, headers, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

/** A running fake-stream. */
export interface FakeStream {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts fake-stream on a free loopback port. */
export async function startFakeStream(): Promise<FakeStream> {
  return createFakeStream({ key: API_KEY, secret: API_SECRET, port: 0 });
}

/** A server-side SDK client against the same provider, to act outside the service (send messages, inspect). */
export function providerClient(fake: FakeStream): StreamChat {
  return new StreamChat(API_KEY, API_SECRET, { baseURL: fake.url });
}

/**
 * A configuration pointing at fake-stream, with a store of its own (a temporary SQLite folder, or a fresh
 * PostgreSQL schema in the PostgreSQL run) and short e-mail timings.
 */
export function testConfig(fake: FakeStream, overrides: Partial<ServiceConfig> = {}): ServiceConfig {
  const dataDir = temporaryFolder();
  return {
    ...parseConfig({
      STREAM_API_KEY: API_KEY,
      STREAM_API_SECRET: API_SECRET,
      STREAM_BASE_URL: fake.url,
      BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'),
      BOUNTY_CHAT_DATA: dataDir,
      BOUNTY_CHAT_ALLOWED_ORIGINS: 'https://jobs.example.com',
    }),
    ...storeSettings(dataDir),
    emailWindowMs: 150,
    emailRetryBaseMs: 100,
    emailRetryMaxMs: 400,
    ...overrides,
  };
}

const folders: string[] = [];
/** A folder removed by removeTemporaryFolders(). */
export function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bounty-server-'));
  folders.push(folder);
  return folder;
}

/** Removes every folder temporaryFolder() made. */
export function removeTemporaryFolders(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Starts the product service quietly. */
export function startService(config: ServiceConfig, options: StartOptions = {}): Promise<RunningServer> {
  return startServer(config, { log: () => {}, ...options });
}

/** A real SMTP server that keeps every parsed message it accepts. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Resolves once at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on `port` (0 = any free port). `hold`, when given, runs once a message's data has
 * arrived and before the server answers it, so a test can keep a delivery in flight.
 */
export async function startSmtp(port = 0, hold?: () => Promise<void>): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          await hold?.();
          received.push(mail);
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await sleep(20);
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
