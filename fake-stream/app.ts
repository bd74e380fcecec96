import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from './clock.js';
import type { Clock } from './clock.js';
import { makeConfig } from './config.js';
import type { FakeStreamConfig } from './config.js';
import type { FakeStreamContext } from './context.js';
import { EventBus } from './events/bus.js';
import type { BusEvents } from './events/bus.js';
import { createRequestHandler } from './http/handle-request.js';
import { Router } from './http/router.js';
import { SendHooks } from './model/send-hooks.js';
import { registerAppSettingsRoutes } from './routes/app-settings.js';
import { registerChannelEventRoutes } from './routes/channel-events.js';
import { registerChannelTypeRoutes } from './routes/channel-types.js';
import { GrantTable } from './model/grant-table.js';
import { lockedGrants, openGrants } from './model/grants.js';
import { registerChannelRoutes } from './routes/channels.js';
import { registerHealthRoutes } from './routes/health.js';
import { registerMessageRoutes } from './routes/messages.js';
import { registerQueryChannelsRoutes } from './routes/query-channels.js';
import { registerReadRoutes } from './routes/reads.js';
import { registerUnreadRoutes } from './routes/unread.js';
import { registerUploadRoutes } from './routes/uploads.js';
import { registerUserRoutes } from './routes/users.js';
import { registerUserEventRoutes } from './routes/user-events.js';
import { registerMessageEditRoutes } from './routes/message-edits.js';
import { registerModerationRoutes } from './routes/moderation.js';
import { registerSafetyRoutes } from './routes/safety.js';
import { registerPollRoutes } from './routes/polls.js';
import { registerReactionRoutes } from './routes/reactions.js';
import { registerSearchRoutes } from './routes/search.js';
import { registerOpenGraphRoutes } from './routes/open-graph.js';
import { registerThreadRoutes } from './routes/threads.js';
import { registerChannelMemberRoutes } from './routes/channel-members.js';
import { registerChannelUpdateRoutes } from './routes/channel-update.js';
import { registerChannelVisibilityRoutes } from './routes/channel-visibility.js';
import { registerMarkUnreadRoutes } from './routes/mark-unread.js';
import { registerPresenceRoutes } from './routes/presence.js';
import { registerChannelSendRules } from './routes/send-rules.js';
import { registerTruncateRoutes } from './routes/truncate.js';
import { registerFaultRoutes } from './routes/faults.js';
import { Faults } from './faults.js';
import { attachJournal } from './store/journal.js';
import { Store } from './store/store.js';
import { Hub } from './ws/hub.js';
import { attachPushWebhooks } from './webhooks/push-webhooks.js';
import { DEFAULT_WEBHOOK_DELIVERY, WebhookSender } from './webhooks/webhook-sender.js';
import type { WebhookDeliveryOptions } from './webhooks/webhook-sender.js';

/** Every route file, in one place; a new resource adds its `register…Routes` here. */
const ROUTE_FILES: ReadonlyArray<(router: Router, ctx: FakeStreamContext) => void> = [
  registerHealthRoutes,
  registerAppSettingsRoutes,
  registerChannelTypeRoutes,
  registerUserRoutes,
  registerQueryChannelsRoutes,
  registerChannelRoutes,
  registerMessageRoutes,
  registerMessageEditRoutes,
  registerThreadRoutes,
  registerReactionRoutes,
  registerSearchRoutes,
  registerOpenGraphRoutes,
  registerModerationRoutes,
  registerSafetyRoutes,
  registerPollRoutes,
  registerReadRoutes,
  registerUnreadRoutes,
  registerChannelEventRoutes,
  registerUserEventRoutes,
  // Channels: update/delete, members, visibility, truncate, mark unread, presence, slow mode and links.
  registerChannelUpdateRoutes,
  registerChannelMemberRoutes,
  registerChannelVisibilityRoutes,
  registerTruncateRoutes,
  registerMarkUnreadRoutes,
  registerPresenceRoutes,
  registerChannelSendRules,
  registerUploadRoutes,
  registerFaultRoutes,
];

/** A built, not yet listening, fake-stream: the HTTP server with the socket hub on the same port. */
export type BuiltFakeStream = { server: Server; ctx: FakeStreamContext; router: Router; hub: Hub; webhooks: WebhookSender };

/** Builds the server, store wiring, routes and hub without listening (tests may drive it in-process). */
export function buildFakeStream(deps: { config: FakeStreamConfig; store: Store; clock: Clock; openGrants?: boolean; latencyMs?: number; webhooks?: Partial<WebhookDeliveryOptions> }): BuiltFakeStream {
  const hub = new Hub();
  const ctx: FakeStreamContext = {
    config: deps.config,
    clock: deps.clock,
    store: deps.store,
    bus: new EventBus<BusEvents>(),
    watchers: hub,
    sendHooks: new SendHooks(),
    grants: new GrantTable(deps.openGrants === true ? openGrants : lockedGrants),
    faults: new Faults(),
  };
  const router = new Router();
  for (const register of ROUTE_FILES) register(router, ctx);
  const server = createServer(createRequestHandler({ config: deps.config, clock: deps.clock, router, faults: ctx.faults, latencyMs: deps.latencyMs ?? 0 }));
  hub.attach(server, ctx);
  const webhooks = new WebhookSender(deps.config, { ...DEFAULT_WEBHOOK_DELIVERY, ...deps.webhooks });
  attachPushWebhooks(ctx, webhooks);
  return { server, ctx, router, hub, webhooks };
}

/** Options of a listening instance (CLI flags map one to one). */
export type FakeStreamOptions = {
  key: string;
  secret: string;
  /** 0 (default) picks a free port. 3030 is refused: the SDK rewrites it to 8800 for the socket. */
  port?: number;
  /** Loopback by default: this is a test double, not a service. */
  host?: string;
  /** Journal directory: state survives a restart with the same directory. */
  dataDir?: string;
  blocklist?: string[];
  /** Words whose messages are blocked (removed), not bounced. */
  blockWords?: string[];
  /**
   * Hosts whose pages may be fetched to turn a message's first link into a card, besides loopback (always allowed):
   * fake-stream never reaches the internet unless told to here.
   */
  enrichHosts?: string[];
  clock?: Clock;
  /**
   * Let users create channels and manage the ones they own, as a permissive provider would. Off by default:
   * only server-side calls create channels, change members, rename or delete them.
   */
  openGrants?: boolean;
  /** Every REST answer waits this long first, like a provider across a network (benchmarks); default 0. */
  latencyMs?: number;
  /** Webhook delivery: per-attempt time-out and retry waits (tests shorten them). */
  webhooks?: Partial<WebhookDeliveryOptions>;
};

/** A listening fake-stream. */
export type RunningFakeStream = { url: string; port: number; ctx: FakeStreamContext; webhooks: WebhookSender; close(): Promise<void> };

/** Builds and listens; resolves once it accepts connections. */
export async function createFakeStream(options: FakeStreamOptions): Promise<RunningFakeStream> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new TypeError(`fake-stream: "port" must be an integer 0–65535, got ${String(options.port)}`);
  if (port === 3030) throw new TypeError('fake-stream: port 3030 cannot be used: the stream-chat SDK rewrites it to 8800 for the WebSocket');
  const host = options.host ?? '127.0.0.1';
  const config = makeConfig({ key: options.key, secret: options.secret, blocklist: options.blocklist ?? [], blockWords: options.blockWords ?? [], enrichHosts: options.enrichHosts ?? [] });
  const store = new Store();
  if (options.dataDir !== undefined) attachJournal(store, options.dataDir);
  const { server, ctx, hub, webhooks } = buildFakeStream({
    config, store, clock: options.clock ?? systemClock, openGrants: options.openGrants === true, latencyMs: options.latencyMs ?? 0, ...(options.webhooks ? { webhooks: options.webhooks } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    ctx,
    webhooks,
    close: async () => {
      webhooks.close();
      const socketsHandled = hub.close();
      server.closeAllConnections();
      await Promise.all([socketsHandled, new Promise<void>((resolve) => server.close(() => resolve()))]);
    },
  };
}
