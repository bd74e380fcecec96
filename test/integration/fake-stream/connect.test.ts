// Socket connect: the first health.check with a complete `me`, pings answered, expired tokens refused,
// and a reconnect with a new connection id that keeps receiving the watched channel's messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Provider } from '../helpers/provider';
import { errorOf, newUserClient, nextEvent, startProvider } from '../helpers/provider';

let provider: Provider;
beforeAll(async () => { provider = await startProvider(); });
afterAll(async () => { await provider.close(); });

function socketUrl(userId: string, token: string): string {
  const params = new URLSearchParams({
    json: JSON.stringify({ user_id: userId, user_details: { id: userId } }),
    api_key: provider.apiKey,
    authorization: token,
    'stream-auth-type': 'jwt',
  });
  return `${provider.baseURL.replace(/^http/, 'ws')}/connect?${params}`;
}

function frames(socket: WebSocket): { next(): Promise<Record<string, unknown>>; closed: Promise<number> } {
  const queue: Array<Record<string, unknown>> = [];
  const waiting: Array<(frame: Record<string, unknown>) => void> = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(frame); else queue.push(frame);
  });
  return {
    next: () => new Promise((resolve) => { const frame = queue.shift(); if (frame) resolve(frame); else waiting.push(resolve); }),
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
  };
}

describe('WebSocket connect', () => {
  it('answers connectUser with a health.check carrying the connection id and a complete me', async () => {
    const userId = provider.id('ann');
    const client = await provider.connect(userId, { name: 'Ann' });
    expect(client._getConnectionID()).toEqual(expect.any(String));
    const me = client.user as unknown as Record<string, unknown>;
    expect(me).toMatchObject({ id: userId, name: 'Ann', online: true, total_unread_count: 0, unread_channels: 0, unread_count: 0 });
    expect(me).toHaveProperty('mutes');
    expect(me).toHaveProperty('channel_mutes');
    expect(me).toHaveProperty('devices');
  });

  it('answers every client ping with a health.check', async () => {
    const userId = provider.id('pinger');
    await provider.server().upsertUsers([{ id: userId }]);
    const socket = new WebSocket(socketUrl(userId, provider.token(userId)));
    const stream = frames(socket);
    const first = await stream.next();
    expect(first).toMatchObject({ type: 'health.check', me: { id: userId } });
    for (let ping = 0; ping < 2; ping += 1) {
      socket.send(JSON.stringify([{ type: 'health.check', client_id: 'test' }]));
      expect(await stream.next()).toMatchObject({ type: 'health.check', connection_id: first.connection_id });
    }
    socket.close();
  });

  it('refuses an expired token with a connection.error (code 40) and then closes with 1000', async () => {
    const userId = provider.id('late');
    const socket = new WebSocket(socketUrl(userId, provider.token(userId, Math.floor(Date.now() / 1000) - 60)));
    const stream = frames(socket);
    const frame = await stream.next();
    expect(frame).toMatchObject({ type: 'connection.error', error: { code: 40, StatusCode: 401 } });
    expect(await stream.closed).toBe(1000);
  });

  it('makes the SDK reject connectUser when the token signature is wrong', async () => {
    const userId = provider.id('forger');
    const client = newUserClient(provider.apiKey, provider.baseURL);
    const failure = await errorOf(client.connectUser({ id: userId }, provider.token(userId).slice(0, -4) + 'AAAA'));
    expect(failure.message).toMatch(/43|signature/i);
    await client.disconnectUser();
  });

  it('re-subscribes the watched channels after a reconnect with a new connection id', async () => {
    const alice = provider.id('alice');
    const bob = provider.id('bob');
    const a = await provider.connect(alice);
    const b = await provider.connect(bob);
    const channel = a.channel('messaging', await provider.newChannel('room', alice, [alice, bob]));
    await channel.watch();
    await b.channel('messaging', channel.id!).watch();

    const firstConnection = b._getConnectionID();
    const recovered = nextEvent(b, 'connection.recovered', 10_000);
    b.wsConnection?.ws?.close(); // a dropped socket (not a clean disconnect): the SDK reconnects on its own
    await recovered;
    expect(b._getConnectionID()).not.toBe(firstConnection);

    const arrived = nextEvent(b, 'message.new');
    await channel.sendMessage({ text: 'still there?' });
    expect((await arrived).message?.text).toBe('still there?');
  });
});
