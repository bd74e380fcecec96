import { Agent, request } from 'node:http';
import jwt from 'jsonwebtoken';
import { StreamChat } from 'stream-chat';
import { WebSocket } from 'ws';

/** A fake-stream under test: where it listens and the app credentials. */
export type Target = { url: string; key: string; secret: string };

/** A user token as the product service would issue it. */
export function userToken(target: Target, userId: string): string {
  return jwt.sign({ user_id: userId }, target.secret, { algorithm: 'HS256', noTimestamp: true });
}

/** Creates `userIds` and a channel they are all members of, with the server SDK (in batches of 100, as the provider allows). */
export async function createBenchChannel(target: Target, channelId: string, creatorId: string, userIds: readonly string[]): Promise<void> {
  const server = new StreamChat(target.key, target.secret, { baseURL: target.url });
  server.setBaseURL(target.url);
  const everyone = [creatorId, ...userIds];
  for (let at = 0; at < everyone.length; at += 100) await server.upsertUsers(everyone.slice(at, at + 100).map((id) => ({ id })));
  const channel = server.channel('messaging', channelId, { created_by_id: creatorId, members: [creatorId] });
  await channel.create();
  for (let at = 0; at < userIds.length; at += 100) await channel.addMembers(userIds.slice(at, at + 100));
}

/**
 * Opens a raw `ws` socket speaking the SDK's protocol (the /connect query, the `health.check` first frame)
 * and watches the channel with the REST query the SDK sends; 200 full SDK clients in one process would
 * measure the SDK's client-side state keeping rather than the server's fan-out.
 */
export async function connectWatcher(target: Target, userId: string, channelId: string): Promise<WebSocket> {
  const query = new URLSearchParams({
    json: JSON.stringify({ user_id: userId, user_details: { id: userId }, server_determines_connection_id: true }),
    api_key: target.key,
    authorization: userToken(target, userId),
    'stream-auth-type': 'jwt',
  });
  const socket = new WebSocket(`${target.url.replace(/^http/, 'ws')}/connect?${query.toString()}`);
  const connectionId = await new Promise<string>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as { type?: string; connection_id?: string };
      if (frame.type === 'health.check' && frame.connection_id) resolve(frame.connection_id);
      else reject(new Error(`unexpected first frame for ${userId}: ${data.toString().slice(0, 200)}`));
    });
  });
  await postJson(target, `/channels/messaging/${channelId}/query?api_key=${target.key}&connection_id=${connectionId}`, userToken(target, userId), {
    state: true,
    watch: true,
    presence: false,
    messages: { limit: 1 },
  });
  return socket;
}

/** A sender posting messages as the SDK's `channel.sendMessage` does, over keep-alive connections. */
export function messageSender(target: Target, userId: string, channelId: string, concurrency: number): { send(id: string, text: string): void; failures(): number; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const token = userToken(target, userId);
  let failed = 0;
  let firstFailure = '';
  let closed = false;
  const path = `/channels/messaging/${channelId}/message?api_key=${target.key}`;
  return {
    send(id, text) {
      // The server drops keep-alive sockets idle for 5 s (they are, while the other server's round runs); a
      // request racing that close fails with ECONNRESET before the server read it, so it is sent once more.
      postJson(target, path, token, { message: { id, text } }, agent)
        .catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
          return postJson(target, path, token, { message: { id, text } }, agent);
        })
        .catch((error: unknown) => {
          if (closed) return; // close() cut off the answer of a message already delivered
          failed += 1;
          if (firstFailure === '') {
            firstFailure = error instanceof Error ? error.message : String(error);
            console.warn(`send ${id} failed: ${firstFailure}`);
          }
        });
    },
    failures: () => failed,
    close: () => {
      closed = true;
      agent.destroy();
    },
  };
}

function postJson(target: Target, path: string, token: string, body: unknown, agent?: Agent): Promise<unknown> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(`${target.url}${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: token, 'stream-auth-type': 'jwt', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if ((response.statusCode ?? 500) >= 400) reject(new Error(`POST ${path} → ${String(response.statusCode)}: ${text.slice(0, 200)}`));
        else resolve(JSON.parse(text) as unknown);
      });
    });
    call.on('error', reject);
    call.end(payload);
  });
}
