/**
 * A small HTTP and WebSocket proxy in front of fake-stream, so browser tests meet failures produced on the
 * wire: a message POST answered 403 or 500 (after or instead of reaching the provider), a provider answer
 * rewritten, an upload held back, or no provider at all (fake-stream stopped: the proxy drops the socket).
 */
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/** What to do with the next message POST (send or retry of a message in a channel). */
export type MessageFault =
  | { kind: 'refuse'; status: number; code: number; message: string }
  /**
   * Answer the browser `status` at once, and deliver the request to the provider late: just before the next
   * message POST (the resend), as a request stuck on a slow path would arrive.
   */
  | { kind: 'deliver-late'; status: number }
  /** Hold the request until `release` resolves, then deliver it. */
  | { kind: 'hold'; release: Promise<void> }
  /** Deliver and pass on the provider's answer after `rewrite`. */
  | { kind: 'rewrite'; rewrite: (body: Record<string, unknown>) => Record<string, unknown> };

/** The running proxy. */
export interface FaultProxy {
  url: string;
  /** The fault for the next message POST only. */
  failNextMessage(fault: MessageFault): void;
  /** Uploads wait for this promise before they go on (null: none). */
  holdUploads(release: Promise<void> | null): void;
  /** Channel queries wait for this promise before they go on (null: none); they are counted in `requests` at once. */
  holdQueries(release: Promise<void> | null): void;
  /** Message POSTs seen, in order (method and path). */
  messagePosts: string[];
  /** Every request seen, in order (method and path). */
  requests: string[];
  /** The provider's answers to message POSTs passed on to the browser, in order (HTTP status). */
  messageAnswers: number[];
  close(): Promise<void>;
}

const MESSAGE_POST = /^\/channels\/[^/]+\/[^/]+\/message(?:\?|$)/;
const UPLOAD_POST = /^\/channels\/[^/]+\/[^/]+\/(?:file|image)(?:\?|$)/;
const QUERY_POST = /^\/channels\/[^/]+\/[^/]+\/query(?:\?|$)/;

/** Starts a proxy to `target` (fake-stream's origin) on a free loopback port. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let nextFault: MessageFault | null = null;
  let uploadGate: Promise<void> | null = null;
  let queryGate: Promise<void> | null = null;
  // A message POST answered already and not yet delivered (deliver-late).
  let late: { incoming: IncomingMessage; body: Buffer } | null = null;
  const messagePosts: string[] = [];
  const requests: string[] = [];
  const messageAnswers: number[] = [];
  const sockets = new Set<Socket>();

  const forward = (incoming: IncomingMessage, body: Buffer, onAnswer: (status: number, headers: IncomingMessage['headers'], data: Buffer) => void, onError: () => void) => {
    const out = httpRequest({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => onAnswer(answer.statusCode ?? 502, answer.headers, Buffer.concat(chunks)));
    });
    out.on('error', onError);
    out.end(body);
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The 'end' listener cannot be async itself: its work runs as a promise whose failures drop the request.
    incoming.on('end', () => void (async () => {
      const body = Buffer.concat(chunks);
      const path = incoming.url ?? '/';
      requests.push(`${incoming.method ?? 'GET'} ${path}`);
      const cors = { 'access-control-allow-origin': incoming.headers.origin ?? '*' };
      // No provider: the browser sees the connection drop, as when the service is down.
      const drop = () => response.socket?.destroy();
      const pass = (status: number, headers: IncomingMessage['headers'], data: Buffer) => {
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = headers;
        response.writeHead(status, rest);
        response.end(data);
      };
      let fault: MessageFault | null = null;
      if (incoming.method === 'POST' && MESSAGE_POST.test(path)) {
        messagePosts.push(`${incoming.method} ${path}`);
        fault = nextFault;
        nextFault = null;
        const stuck = late;
        late = null;
        if (stuck) await new Promise<void>((resolve) => forward(stuck.incoming, stuck.body, () => resolve(), () => resolve()));
      }
      if (incoming.method === 'POST' && UPLOAD_POST.test(path) && uploadGate) await uploadGate;
      if (incoming.method === 'POST' && QUERY_POST.test(path) && queryGate) await queryGate;
      if (fault?.kind === 'hold') await fault.release;
      if (fault?.kind === 'deliver-late') {
        late = { incoming, body };
        response.writeHead(fault.status, { 'content-type': 'application/json', ...cors });
        response.end(JSON.stringify({ code: -1, message: 'upstream failure', StatusCode: fault.status, duration: '0ms', more_info: '' }));
        return;
      }
      if (fault?.kind === 'refuse') {
        response.writeHead(fault.status, { 'content-type': 'application/json', ...cors });
        response.end(JSON.stringify({ code: fault.code, message: fault.message, StatusCode: fault.status, duration: '0ms', more_info: '' }));
        return;
      }
      forward(incoming, body, (status, headers, data) => {
        if (MESSAGE_POST.test(path) && incoming.method === 'POST') messageAnswers.push(status);
        if (fault?.kind === 'rewrite' && status < 300) data = Buffer.from(JSON.stringify(fault.rewrite(JSON.parse(data.toString()) as Record<string, unknown>)));
        pass(status, headers, data);
      }, drop);
    })().catch(() => response.socket?.destroy()));
  });

  // The socket: pipe the upgrade through; with no provider, drop it.
  server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`, ...Object.entries(incoming.headers).map(([k, v]) => `${k}: ${String(v)}`), '', ''];
      out.write(lines.join('\r\n'));
      if (head.length) out.write(head);
      out.pipe(socket);
      socket.pipe(out);
    });
    sockets.add(socket);
    socket.on('close', () => { sockets.delete(socket); out.destroy(); });
    out.on('close', () => socket.destroy());
    out.on('error', () => socket.destroy());
    socket.on('error', () => out.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messagePosts,
    requests,
    messageAnswers,
    failNextMessage(fault) { nextFault = fault; },
    holdUploads(release) { uploadGate = release; },
    holdQueries(release) { queryGate = release; },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
