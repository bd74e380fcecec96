/**
 * The benchmark's backend: fake-stream (kept in process, so long channels and many channels are seeded straight
 * into its store) and the product service on loopback, with the host's token minting and plain Stream tokens
 * for the plain-kit page, which talks to fake-stream directly as Stream's tutorial app would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { createFakeStream } from '../../../fake-stream/app.js';
import type { RunningFakeStream } from '../../../fake-stream/app.js';
import { getOrCreateChannel } from '../../../fake-stream/model/channels.js';
import { startServer } from '../../../src/server/startServer.js';
import { createUserToken } from '../../../src/server/auth/token.js';
import { parseConfig } from '../../../src/server/config/serviceConfig.js';
import { ensureBountyAt } from '../../e2e/helpers/backend.js';
import type { HostUser } from '../../e2e/helpers/backend.js';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

const KEY = 'bench-key';
const SECRET = 'bench-secret';
const TOKEN_KEY = Buffer.alloc(32, 9);

/** The running backend. */
export interface BenchBackend {
  apiHost: string;
  streamUrl: string;
  apiKey: string;
  stream: RunningFakeStream;
  /** The host's token for `user` (what the widget's tokenProvider returns). */
  mintToken(user: HostUser): { token: string; iv: string };
  /** A Stream user token, for the plain kit. */
  streamToken(userId: string): string;
  /** The cid of the DM channel both users are members of (created through the widget's openDM). */
  dmCid(a: string, b: string): string;
  /**
   * Appends `count` messages to `cid`, oldest first, alternating senders, ending now; `fields` adds stored
   * fields to message n (e.g. a `quoted_message_id`).
   */
  seedMessages(cid: string, senders: string[], count: number, text: (n: number) => string, fields?: (n: number) => Record<string, unknown>): void;
  /** The id `seedMessages` gives message `n` of `cid`. */
  seededId(cid: string, n: number): string;
  /** Creates `count` channels with `userId` and `otherId`, one message each, recent first in list order. */
  seedChannels(userId: string, otherId: string, count: number): void;
  close(): Promise<void>;
}

/** Starts fake-stream and the product service on free loopback ports. */
export async function startBenchBackend(): Promise<BenchBackend> {
  const stream = await createFakeStream({ key: KEY, secret: SECRET, port: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bounty-chat-bench-'));
  const service = await startServer(parseConfig({
    STREAM_API_KEY: KEY, STREAM_API_SECRET: SECRET, STREAM_BASE_URL: stream.url,
    BOUNTY_CHAT_TOKEN_KEY: TOKEN_KEY.toString('base64'), BOUNTY_CHAT_DATA: dataDir, BOUNTY_CHAT_ALLOWED_ORIGINS: '*',
  }), { log: () => undefined });
  // Every benchmark DM is about this bounty (session.ts dmTarget), which the service must know.
  await ensureBountyAt({ url: stream.url, key: KEY, secret: SECRET }, 'bounty-1');
  const { store } = stream.ctx;
  let clock = Date.now() - 1000 * 60 * 60 * 24 * 30;
  const nextTime = (): string => new Date(clock += 1000).toISOString();
  const seededId = (cid: string, n: number): string => `seed-${cid.replace(/\W/g, '')}-${n}`;

  return {
    apiHost: service.url,
    streamUrl: stream.url,
    apiKey: KEY,
    stream,
    mintToken: (user) => createUserToken({ ...user, exp: Math.floor(Date.now() / 1000) + 3600 }, TOKEN_KEY),
    streamToken: (userId) => jwt.sign({ user_id: userId }, SECRET, { algorithm: 'HS256' }),
    dmCid(a, b) {
      const shared = store.channelIdsOf(a).filter((cid) => cid.includes(':dm-') && store.member(cid, b));
      if (shared.length !== 1) throw new Error(`expected one DM of ${a} and ${b}, found ${shared.length}`);
      return shared[0] as string;
    },
    seededId,
    seedMessages(cid, senders, count, text, fields = () => ({})) {
      // Seeded history is older than anything sent live, so it goes before it in the channel's order.
      const span = count * 1000;
      const start = Date.now() - span - 60_000;
      for (let n = 1; n <= count; n++) {
        const at = new Date(start + n * 1000).toISOString();
        store.messages.set({ id: seededId(cid, n), cid, user_id: senders[n % senders.length] as string, type: 'regular', text: text(n), created_at: at, updated_at: at, custom: fields(n) });
      }
      const channel = store.liveChannel(cid);
      if (channel) store.channels.set({ ...channel, last_message_at: new Date(start + count * 1000).toISOString() });
    },
    seedChannels(userId, otherId, count) {
      for (let n = 1; n <= count; n++) {
        const { channel } = getOrCreateChannel(stream.ctx, {
          type: CHANNEL_TYPE, id: `many-${userId}-${n}`, createdById: otherId,
          members: [{ user_id: userId }, { user_id: otherId }], data: { name: `Bounty ${n}: fix flaky test ${n}`, kind: 'bounty' },
        }, 'seed');
        const at = nextTime();
        store.messages.set({ id: `many-${userId}-${n}-m`, cid: channel.cid, user_id: otherId, type: 'regular', text: `Update ${n} on the bounty`, created_at: at, updated_at: at, custom: {} });
        store.channels.set({ ...channel, last_message_at: at });
      }
    },
    async close() {
      await service.close();
      await stream.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
