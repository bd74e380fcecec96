/**
 * Serves the widget's dist/ and the plain-kit build on one loopback origin, with the pages of the benchmark.
 * It logs every file asked for (to add up the bytes each moment fetched) and can hold back files whose path
 * matches a pattern until released (to time a click that must fetch the message view: "cold").
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** The running server. */
export interface BenchServer {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  setPage(name: string, html: string): void;
  /** Holds back responses for paths matching `pattern` until the returned function is called. */
  hold(pattern: RegExp): () => void;
  /** gzip -9 bytes of the served files among `paths` (pages and unknown paths count 0). */
  gzipBytes(paths: Iterable<string>): number;
  close(): Promise<void>;
}

/** Starts the server: `/dist/…` from `distDir`, `/plain/…` from `plainDir`, `/pages/<name>` the pages set. */
export async function startBenchServer(distDir: string, plainDir: string): Promise<BenchServer> {
  const pages = new Map<string, string>();
  const requests: string[] = [];
  const holds: { pattern: RegExp; released: Promise<void> }[] = [];
  const gzipCache = new Map<string, number>();
  const fileOf = (path: string): string | undefined => {
    const [, root, rest] = /^\/(dist|plain)\/(.*)$/.exec(path) ?? [];
    if (!root || rest === undefined) return undefined;
    return join(root === 'dist' ? distDir : plainDir, normalize(rest).replace(/^(\.\.[/\\])+/, ''));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const page = path.startsWith('/pages/') ? pages.get(path.slice('/pages/'.length)) : undefined;
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(page);
      return;
    }
    for (const hold of holds.filter((h) => h.pattern.test(path))) await hold.released;
    const file = fileOf(path);
    try {
      if (!file) throw new Error('not found');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  };
  const server = createServer((request, response) => { void handle(request, response); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setPage: (name, html) => { pages.set(name, html); },
    hold(pattern) {
      let release = (): void => undefined;
      const hold = { pattern, released: new Promise<void>((resolve) => { release = resolve; }) };
      holds.push(hold);
      return () => { release(); holds.splice(holds.indexOf(hold), 1); };
    },
    gzipBytes(paths) {
      let total = 0;
      for (const path of new Set(paths)) {
        const file = fileOf(path);
        if (!file) continue;
        if (!gzipCache.has(file)) {
          try { gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length); } catch { gzipCache.set(file, 0); }
        }
        total += gzipCache.get(file) ?? 0;
      }
      return total;
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
