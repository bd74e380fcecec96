import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.ts': 'text/plain',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

/** Serves `relativePath` from `root`; false when there is no such file (or the path tries to leave root). */
export async function serveFile(response: ServerResponse, root: string, relativePath: string, headers: Record<string, string> = {}): Promise<boolean> {
  const clean = normalize(relativePath).replace(/^([/\\])+/, '');
  const file = join(root, clean);
  if (clean.startsWith('..') || !(file === root || file.startsWith(root + sep))) return false;
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', ...headers });
    response.end(body);
    return true;
  } catch {
    return false;
  }
}
