import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Event } from 'stream-chat';
import { WebSocket, WebSocketServer } from 'ws';
import { authenticate } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext, WatchRegistry } from '../context.js';
import { StreamError, toErrorResponse } from '../errors.js';
import { connectionErrorFrame, healthCheckEvent } from '../events/connection-events.js';
import type { EventForRecipient } from '../events/bus.js';
import { applyOwnDetails } from '../model/users.js';
import { toOwnUserResponse } from '../serializers/own-user.js';
import { DeliveryFrames } from './event-frame.js';

/** Event frames are UTF-8 JSON sent as text; one options object for every send. */
const TEXT_FRAME = { binary: false } as const;
const NO_CONNECTIONS: ReadonlySet<Connection> = new Set();

type Connection = { id: string; userId: string; socket: WebSocket; watching: Set<string> };

/**
 * The WebSocket side (path /connect on the HTTP port): authenticates sockets, answers pings, keeps who
 * watches what, and fans the bus's deliveries out to sockets.
 */
export class Hub implements WatchRegistry {
  private readonly connections = new Map<string, Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byChannel = new Map<string, Set<Connection>>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private ctx: FakeStreamContext | undefined;

  /** Starts serving sockets on `server` and delivering the bus's events; call once the context exists. */
  attach(server: Server, ctx: FakeStreamContext): void {
    this.ctx = ctx;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(request.url ?? '/', 'http://fake-stream.invalid').pathname;
      if (path !== '/connect') {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws, request));
    });
    ctx.bus.on('watchers', ({ cid, build, exceptConnectionId }) => {
      this.deliver(this.byChannel.get(cid) ?? NO_CONNECTIONS, build, exceptConnectionId);
    });
    ctx.bus.on('user', ({ userId, build, exceptConnectionId }) => {
      this.deliver(this.byUser.get(userId) ?? NO_CONNECTIONS, build, exceptConnectionId);
    });
    ctx.bus.on('members-not-watching', ({ cid, userIds, build }) => {
      const targets = new Set<Connection>();
      for (const userId of userIds) {
        const connections = this.byUser.get(userId);
        if (connections) for (const connection of connections) if (!connection.watching.has(cid)) targets.add(connection);
      }
      if (targets.size > 0) this.deliver(targets, build);
    });
  }

  watch(connectionId: string, userId: string, cid: string): void {
    const connection = this.connections.get(connectionId);
    // A socket that closed while its request was in flight: nothing to subscribe, and no reason to fail the query.
    if (!connection) return;
    if (connection.userId !== userId) {
      throw new StreamError('notAllowed', `connection ${connectionId} belongs to another user`);
    }
    if (connection.watching.has(cid)) return;
    connection.watching.add(cid);
    setFor(this.byChannel, cid).add(connection);
    this.context().bus.emit('watching', { userId, cid, watching: true, connectionId });
  }

  unwatch(connectionId: string, cid: string): void {
    const connection = this.connections.get(connectionId);
    if (!connection?.watching.delete(cid)) return;
    this.byChannel.get(cid)?.delete(connection);
    this.context().bus.emit('watching', { userId: connection.userId, cid, watching: false, connectionId });
  }

  watcherIds(cid: string): string[] {
    const ids = new Set<string>();
    for (const connection of this.byChannel.get(cid) ?? []) ids.add(connection.userId);
    return [...ids];
  }

  isWatching(userId: string, cid: string): boolean {
    return [...(this.byUser.get(userId) ?? [])].some((connection) => connection.watching.has(cid));
  }

  unwatchUser(userId: string, cid: string): void {
    for (const connection of [...(this.byUser.get(userId) ?? [])]) this.unwatch(connection.id, cid);
  }

  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /**
   * Closes every socket (with 1001 "going away", so SDK clients would reconnect to a restarted fake). Resolves once
   * each socket's close has been handled: that handling writes the store (the user's presence), so a caller that
   * removes the store's journal folder after close would otherwise see a write land in a folder that is gone.
   */
  close(): Promise<void> {
    const handled = [...this.connections.values()].map(({ socket }) => new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) resolve();
      else socket.once('close', () => resolve());
    }));
    for (const connection of this.connections.values()) connection.socket.terminate();
    this.wss.close();
    return Promise.all(handled).then(() => undefined);
  }

  private open(socket: WebSocket, request: IncomingMessage): void {
    const ctx = this.context();
    const startedAt = performance.now();
    socket.on('error', () => socket.terminate());
    let connection: Connection;
    try {
      connection = this.register(socket, request);
    } catch (error) {
      const streamError = error instanceof StreamError ? error : new StreamError('internal', 'internal error while connecting');
      const frame = connectionErrorFrame(toErrorResponse(streamError, startedAt, performance.now()), isoNow(ctx.clock));
      socket.send(JSON.stringify(frame), () => socket.close(1000, streamError.message.slice(0, 120)));
      return;
    }
    const user = ctx.store.users.get(connection.userId);
    if (user) send(connection, healthCheckEvent(connection.id, isoNow(ctx.clock), toOwnUserResponse(ctx, user)));
    socket.on('message', (data) => this.onClientFrame(connection, data.toString()));
    socket.on('close', () => this.unregister(connection));
  }

  /** Authenticates the socket's query string and records the connection; throws StreamError on refusal. */
  private register(socket: WebSocket, request: IncomingMessage): Connection {
    const ctx = this.context();
    const query = new URL(request.url ?? '/', 'http://fake-stream.invalid').searchParams;
    const caller = authenticate(ctx.config, ctx.clock, {
      apiKey: query.get('api_key'),
      token: query.get('authorization'),
      authType: query.get('stream-auth-type'),
    });
    if (caller.kind !== 'user') throw new StreamError('tokenNotValid', 'a server token cannot open a user connection');
    const payload = parseConnectPayload(query.get('json'));
    if (payload.user_id !== undefined && payload.user_id !== caller.userId) {
      throw new StreamError('notAllowed', `the token is for "${caller.userId}" but json.user_id is "${payload.user_id}"`);
    }
    // connectUser upserts the user with the details it sends (name, image …) when the app-level
    // update-user-owner grant allows it, as the provider does; otherwise they are ignored.
    applyOwnDetails(ctx, caller.userId, payload.user_details ?? {});
    const connection: Connection = { id: randomUUID(), userId: caller.userId, socket, watching: new Set() };
    const wasOnline = this.isOnline(caller.userId);
    this.connections.set(connection.id, connection);
    setFor(this.byUser, caller.userId).add(connection);
    if (!wasOnline) ctx.bus.emit('presence', { userId: caller.userId, online: true });
    return connection;
  }

  private unregister(connection: Connection): void {
    if (!this.connections.has(connection.id)) return;
    // Unwatch while the connection is still registered: unwatch() looks it up (and reports watching stops).
    for (const cid of [...connection.watching]) this.unwatch(connection.id, cid);
    this.connections.delete(connection.id);
    this.byUser.get(connection.userId)?.delete(connection);
    if (this.isOnline(connection.userId)) return;
    const ctx = this.context();
    const user = ctx.store.users.get(connection.userId);
    if (user) ctx.store.users.set({ ...user, last_active: isoNow(ctx.clock) });
    ctx.bus.emit('presence', { userId: connection.userId, online: false });
  }

  /** The SDK pings with `[{ type: 'health.check', client_id }]` every 25 s and needs an answer; anything else is ignored. */
  private onClientFrame(connection: Connection, text: string): void {
    let frames: unknown;
    try {
      frames = JSON.parse(text);
    } catch {
      return;
    }
    const list = Array.isArray(frames) ? frames : [frames];
    if (list.some((frame) => (frame as { type?: unknown } | null)?.type === 'health.check')) {
      send(connection, healthCheckEvent(connection.id, isoNow(this.context().clock)));
    }
  }

  /**
   * Builds once per recipient user (per-user counts) and sends to each of their matching sockets; shared parts
   * are serialized once. Always given a Set, so this per-recipient loop stays monomorphic.
   */
  private deliver(targets: ReadonlySet<Connection>, build: EventForRecipient, exceptConnectionId?: string): void {
    const frames = new Map<string, Buffer>();
    const serializer = new DeliveryFrames();
    for (const connection of targets) {
      if (connection.id === exceptConnectionId) continue;
      let frame = frames.get(connection.userId);
      if (frame === undefined) {
        frame = serializer.bytes(build(connection.userId));
        frames.set(connection.userId, frame);
      }
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(frame, TEXT_FRAME);
    }
  }

  private context(): FakeStreamContext {
    if (!this.ctx) throw new Error('Hub used before attach()');
    return this.ctx;
  }
}

function send(connection: Connection, event: Event): void {
  if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(event));
}

function parseConnectPayload(text: string | null): { user_id?: string; user_details?: Record<string, unknown> } {
  if (text === null) throw new StreamError('inputInvalid', 'the json parameter with user_id and user_details is required');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StreamError('inputInvalid', 'the json parameter is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new StreamError('inputInvalid', 'the json parameter must be an object');
  const { user_id, user_details } = parsed as { user_id?: unknown; user_details?: unknown };
  return {
    ...(typeof user_id === 'string' ? { user_id } : {}),
    ...(typeof user_details === 'object' && user_details !== null ? { user_details: user_details as Record<string, unknown> } : {}),
  };
}

function setFor<V>(map: Map<string, Set<V>>, key: string): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
