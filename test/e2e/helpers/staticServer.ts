/** Serves dist/ and test pages on a free loopback port; pages can carry their own response headers (CSP). */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.html': 'text/html',
  '.css': 'text/css', '.map': 'application/json',
};

/** A page served at `/pages/<name>`: its HTML and extra headers. */
export interface TestPage {
  html: string;
  headers?: Record<string, string>;
}

/** The running server; `requests` lists every path asked for, in order. */
export interface StaticServer {
  url: string;
  requests: string[];
  setPage(name: string, page: TestPage): void;
  close(): Promise<void>;
}

/** Starts the server; files come from `distDir` under /dist/. */
export async function startStaticServer(distDir: string): Promise<StaticServer> {
  const pages = new Map<string, TestPage>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    serve(request, response).catch(() => { if (!response.headersSent) response.writeHead(500); response.end(); });
  });
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    const page = path.startsWith('/pages/') ? pages.get(path.slice('/pages/'.length)) : undefined;
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html', ...page.headers });
      response.end(page.html);
      return;
    }
    const relative = normalize(path.replace(/^\/dist\//, '')).replace(/^(\.\.[/\\])+/, '');
    if (!path.startsWith('/dist/')) { response.writeHead(404).end(); return; }
    try {
      const body = await readFile(join(distDir, relative));
      response.writeHead(200, { 'content-type': TYPES[extname(relative)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setPage: (name, page) => { pages.set(name, page); },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
