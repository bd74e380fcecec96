// The SDK's HTTP client in place of axios (src/app/kitDeps/axios.ts) in Chromium, where uploads go through
// XMLHttpRequest for their progress: the progress reports the SDK reads, the file arriving whole, answers, errors,
// timeouts and cancels on that path; and the fetch path sending the page's own cookies, as axios's XMLHttpRequest
// did. The module is bundled as the build would take it, served with a test page from a loopback server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import busboy from 'busboy';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type * as StandIn from '../../src/app/kitDeps/axios.js';
import { launchChromium } from './helpers/browser.js';

/** What a call in the page ended with, as plain data. */
interface Outcome {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  error?: { name: string; code?: string; message: string; isCancel: boolean; isAxiosError: boolean; status?: number; data?: unknown };
  progress?: { loaded: number; total?: number; lengthComputable: boolean; progress?: number; upload?: boolean; download?: boolean }[];
}

const FILE_BYTES = 3 * 1024 * 1024;

let server: Server;
let origin: string;
let browser: Browser;
let page: Page;
let moduleCode: string;
let hangsDropped = 0;

function readUpload(req: IncomingMessage, res: ServerResponse): void {
  const files: { filename: string; mimeType: string; size: number; firstByte: number; lastByte: number }[] = [];
  const fields: Record<string, string> = {};
  const parser = busboy({ headers: req.headers });
  parser.on('field', (name, value) => { fields[name] = value; });
  parser.on('file', (_field, stream, info) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const data = Buffer.concat(chunks);
      files.push({ filename: info.filename ?? '', mimeType: info.mimeType, size: data.length, firstByte: data[0] ?? -1, lastByte: data.at(-1) ?? -1 });
    });
  });
  parser.on('close', () => res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upload': 'done' })
    .end(JSON.stringify({ contentType: req.headers['content-type'], fields, files })));
  req.pipe(parser);
}

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('../../src/app/kitDeps/axios.ts', import.meta.url))],
    bundle: true, format: 'esm', write: false, target: 'es2020',
  });
  moduleCode = bundled.outputFiles[0]?.text ?? '';
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/upload') return readUpload(req, res);
    if (path === '/page') return res.writeHead(200, { 'Content-Type': 'text/html' })
      .end('<!doctype html><script type="module">import * as m from "/axios.js"; window.stand = m; window.ready = true;</script>');
    if (path === '/axios.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(moduleCode);
    if (path === '/status/403') return res.writeHead(403, { 'Content-Type': 'application/json' }).end('{"code":17,"message":"no"}');
    if (path === '/cookie') {
      const body = JSON.stringify({ cookie: req.headers.cookie ?? null });
      return res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
    }
    // /hang reads the body and never answers (counting the connections the client drops); /slow answers after a second.
    req.resume();
    if (path === '/hang') res.on('close', () => { hangsDropped += 1; });
    if (path === '/slow') setTimeout(() => res.writeHead(200).end('late'), 1000);
    else if (path !== '/hang') res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies([{ name: 'session', value: 'abc', url: origin }]);
  page = await context.newPage();
  await page.goto(`${origin}/page`);
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * Runs one call in the page: `call` is the body of an async function given the module as `m`, a FormData with a
 * file as `form`, and `progress` to report into; it returns the response.
 */
function inPage(call: string, fileBytes = FILE_BYTES): Promise<Outcome> {
  return page.evaluate(async ({ call, fileBytes }) => {
    type Stand = typeof StandIn;
    const m = (window as unknown as { stand: Stand }).stand;
    const bytes = new Uint8Array(fileBytes);
    bytes[0] = 7;
    bytes[fileBytes - 1] = 9;
    const form = new FormData();
    form.append('file', new File([bytes], 'clip.bin', { type: 'application/octet-stream' }));
    form.append('user', '{"id":"u1"}');
    const progress: NonNullable<Outcome['progress']> = [];
    const run = new Function('m', 'form', 'progress', `return (async () => { ${call} })();`) as
      (stand: Stand, data: FormData, into: typeof progress) => Promise<{ status: number; data: unknown; headers: Record<string, string> }>;
    try {
      const { status, data, headers } = await run(m, form, progress);
      return { status, data, headers, progress };
    } catch (thrown) {
      const error = thrown as InstanceType<Stand['AxiosError']>;
      return {
        progress,
        error: { name: error.name, code: error.code, message: error.message, isCancel: m.isCancel(error), isAxiosError: m.isAxiosError(error), status: error.response?.status, data: error.response?.data },
      };
    }
  }, { call, fileBytes });
}

const UPLOAD = `
  const client = m.default.create({ baseURL: location.origin, timeout: 3000 });
  return client.postForm('/upload', form, { headers: {}, timeout: 0, onUploadProgress: (e) => progress.push({ loaded: e.loaded, total: e.total, lengthComputable: e.lengthComputable, progress: e.progress, upload: e.upload }) });`;

describe('the stand-in in a browser', () => {
  it('uploads through XMLHttpRequest with progress the SDK can read, and the file arrives whole', async () => {
    const outcome = await inPage(UPLOAD);
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(201);
    expect(outcome.headers?.['x-upload']).toBe('done');
    const data = outcome.data as { contentType: string; fields: Record<string, string>; files: unknown[] };
    expect(data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(data.fields).toEqual({ user: '{"id":"u1"}' });
    expect(data.files).toEqual([{ filename: 'clip.bin', mimeType: 'application/octet-stream', size: FILE_BYTES, firstByte: 7, lastByte: 9 }]);
    // The SDK's percentage: lengthComputable && total ? loaded * 100 / total.
    const reports = outcome.progress ?? [];
    expect(reports.length).toBeGreaterThan(0);
    for (const report of reports) {
      expect(report).toMatchObject({ lengthComputable: true, upload: true });
      expect(report.total).toBeGreaterThan(FILE_BYTES);
      expect(report.progress).toBeCloseTo(report.loaded / (report.total ?? 1));
    }
    const last = reports.at(-1);
    expect(last?.loaded).toBe(last?.total);
  });

  it('cancels an upload in flight through its signal, as the SDK does, with a CanceledError, and drops the connection', async () => {
    const dropped = hangsDropped;
    const outcome = await inPage(`
      const controller = new AbortController();
      const client = m.default.create({ baseURL: location.origin });
      const request = client.postForm('/hang', form, { timeout: 0, signal: controller.signal, onUploadProgress: (e) => progress.push({ loaded: e.loaded, lengthComputable: e.lengthComputable }) });
      setTimeout(() => controller.abort(), 300);
      return request;`);
    expect(outcome.error).toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED', message: 'canceled', isCancel: true, isAxiosError: true });
    await expect.poll(() => hangsDropped).toBe(dropped + 1);
  });

  it('rejects a 4xx answer on that path with the parsed response, and a timeout with ECONNABORTED', async () => {
    const refused = await inPage(`return m.default.post(location.origin + '/status/403', form, { onUploadProgress: () => {} });`, 10);
    expect(refused.error).toMatchObject({ name: 'AxiosError', code: 'ERR_BAD_REQUEST', status: 403, data: { code: 17, message: 'no' }, isCancel: false });
    const late = await inPage(`return m.default.post(location.origin + '/slow', form, { timeout: 200, onUploadProgress: () => {} });`, 10);
    expect(late.error).toMatchObject({ name: 'AxiosError', code: 'ECONNABORTED', message: 'timeout of 200ms exceeded', isCancel: false });
  });

  it('rejects with ERR_NETWORK on that path when nothing answers', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const outcome = await inPage(`return m.default.post('http://127.0.0.1:${port}/upload', form, { onUploadProgress: () => {} });`, 10);
    expect(outcome.error).toMatchObject({ name: 'AxiosError', code: 'ERR_NETWORK', message: 'Network Error', isCancel: false, status: undefined });
  });

  it("sends the page's own cookies without withCredentials, on either path (axios's XMLHttpRequest did)", async () => {
    const viaFetch = await inPage(`return m.default.get(location.origin + '/cookie');`, 1);
    expect(viaFetch.data).toEqual({ cookie: 'session=abc' });
    const viaXhr = await inPage(`return m.default.get(location.origin + '/cookie', { onDownloadProgress: (e) => progress.push({ loaded: e.loaded, total: e.total, lengthComputable: e.lengthComputable, download: e.download }) });`, 1);
    expect(viaXhr.data).toEqual({ cookie: 'session=abc' });
    const length = JSON.stringify(viaXhr.data).length;
    expect(viaXhr.progress?.at(-1)).toEqual({ loaded: length, total: length, lengthComputable: true, download: true });
  });
});
