// The SDK's HTTP client in place of axios (src/app/kitDeps/axios.ts) against a real HTTP server on a loopback
// port: what it sends (URL, params, headers, bodies, multipart files), what it resolves with, how it fails (a 4xx
// or 5xx answer, a timeout, no server, a cancel) in axios's terms, its interceptors and defaults; then the SDK
// itself on it, which must get its answers and turn an error answer into its own error.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getEventListeners } from 'node:events';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import { StreamChat } from 'stream-chat';
import type { AxiosInstance as RealAxiosInstance } from 'axios';
import axios, { AxiosError, CancelToken, isAxiosError, isCancel } from '../../../src/app/kitDeps/axios.js';
import type { RequestConfig, Response } from '../../../src/app/kitDeps/axios.js';

/** What the server received. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Upload {
  contentType: string;
  fields: Record<string, string>;
  files: { field: string; filename: string; mimeType: string; content: string }[];
}

let server: Server;
let base: string;
let seen: Seen[] = [];
/** Connections to /hang the client has dropped. */
let hangsDropped = 0;
/** The answer to `/sdk/…`, as Stream would give it. */
let sdkAnswer: { status: number; body: object } = { status: 200, body: {} };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
};

function readUpload(req: IncomingMessage, res: ServerResponse): void {
  const upload: Upload = { contentType: String(req.headers['content-type']), fields: {}, files: [] };
  const parser = busboy({ headers: req.headers });
  parser.on('field', (name, value) => { upload.fields[name] = value; });
  parser.on('file', (field, stream, info) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => upload.files.push({ field, filename: info.filename ?? '', mimeType: info.mimeType, content: Buffer.concat(chunks).toString() }));
  });
  parser.on('close', () => json(res, 200, upload));
  parser.on('error', (error: Error) => json(res, 400, { error: error.message }));
  req.pipe(parser);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/upload') return readUpload(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      seen.push(request);
      const status = /^\/status\/(\d+)$/.exec(path);
      const slow = /^\/slow\/(\d+)$/.exec(path);
      if (path === '/echo') json(res, 200, request, { 'X-Answer': 'yes' });
      else if (status) json(res, Number(status[1]), { code: 4, message: `answered ${status[1]}` });
      else if (slow) setTimeout(() => json(res, 200, { late: true }), Number(slow[1]));
      else if (path === '/text') res.writeHead(200, { 'Content-Type': 'text/plain' }).end('plain words, {not json');
      else if (path === '/empty') res.writeHead(204).end();
      else if (path === '/hang') res.on('close', () => { hangsDropped += 1; }); // never answers
      else if (path.startsWith('/sdk/')) json(res, sdkAnswer.status, sdkAnswer.body);
      else json(res, 404, { message: 'no route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

/** The rejection of `promise` (the test fails if it resolves). */
async function failure(promise: Promise<unknown>): Promise<AxiosError> {
  try {
    await promise;
  } catch (error) {
    return error as AxiosError;
  }
  throw new Error('expected the request to fail');
}

/** A port nothing listens on: one the OS just gave out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const echoed = (response: Response): Seen => response.data as Seen;

describe('requests and answers', () => {
  it('sends a plain object as JSON and parses a JSON answer into data, with the status, lower-case headers and config', async () => {
    const client = axios.create({ baseURL: base });
    const response = await client.post('/echo', { text: 'hi', list: [1, 2] }, { headers: { 'X-Custom': 'one' } });
    expect(response.status).toBe(200);
    expect(response.statusText).toBe('OK');
    expect(response.headers['x-answer']).toBe('yes');
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.config.url).toBe('/echo');
    expect(response.config.method).toBe('post');
    const request = echoed(response);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-custom']).toBe('one');
    expect(request.headers.accept).toBe('application/json, text/plain, */*');
    expect(JSON.parse(request.body)).toEqual({ text: 'hi', list: [1, 2] });
  });

  it('sends an array as JSON, and a string or URLSearchParams as they are', async () => {
    const client = axios.create({ baseURL: base });
    const array = echoed(await client.put('/echo', [1, 'two']));
    expect([array.method, array.headers['content-type'], array.body]).toEqual(['PUT', 'application/json', '[1,"two"]']);
    const text = echoed(await client.patch('/echo', 'raw=text', { headers: { 'Content-Type': 'text/x-raw' } }));
    expect([text.method, text.headers['content-type'], text.body]).toEqual(['PATCH', 'text/x-raw', 'raw=text']);
    const form = echoed(await client.post('/echo', new URLSearchParams({ a: '1 2' })));
    expect([form.headers['content-type'], form.body]).toEqual(['application/x-www-form-urlencoded;charset=UTF-8', 'a=1+2']);
  });

  it('sends get, delete and options with no body, and the method axios would', async () => {
    const client = axios.create({ baseURL: base });
    for (const method of ['get', 'delete', 'options'] as const) {
      const request = echoed(await client[method]('/echo', { data: { ignored: true } as unknown }));
      expect(request.method).toBe(method.toUpperCase());
      if (method === 'get') expect(request.body).toBe('');
    }
    const request = echoed(await client.request({ url: '/echo', method: 'PATCH', data: { x: 1 } }));
    expect([request.method, request.body]).toEqual(['PATCH', '{"x":1}']);
    // A HEAD answer has no body; a body given to it is dropped (fetch would refuse the request).
    const head = await client.head('/echo', { data: { x: 1 } });
    expect([head.status, head.data, seen.at(-1)?.method]).toEqual([200, '', 'HEAD']);
  });

  it('gives a text answer as text, and an empty one as an empty string', async () => {
    const client = axios.create({ baseURL: base });
    const text = await client.get('/text');
    expect(text.data).toBe('plain words, {not json');
    const empty = await client.delete('/empty');
    expect(empty.status).toBe(204);
    expect(empty.data).toBe('');
  });

  it('joins baseURL to a relative URL only', async () => {
    const client = axios.create({ baseURL: `${base}/` });
    expect(echoed(await client.get('echo')).url).toBe('/echo');
    const elsewhere = axios.create({ baseURL: 'http://127.0.0.1:1/not-here' });
    expect(echoed(await elsewhere.get(`${base}/echo?x=1`)).url).toBe('/echo?x=1');
  });
});

describe('params', () => {
  it('leaves out undefined (and null) and writes objects as JSON by default, after ? or &', async () => {
    const client = axios.create({ baseURL: base });
    const first = echoed(await client.get('/echo', { params: { a: 'x y', skip: undefined, none: null, n: 0, f: false, o: { k: [1] }, l: [1, 2] } }));
    expect(first.url).toBe(`/echo?a=x%20y&n=0&f=false&o=${encodeURIComponent('{"k":[1]}')}&l=${encodeURIComponent('[1,2]')}`);
    const second = echoed(await client.get('/echo?fixed=1', { params: { more: 2 } }));
    expect(second.url).toBe('/echo?fixed=1&more=2');
    const none = echoed(await client.get('/echo', { params: { only: undefined } }));
    expect(none.url).toBe('/echo');
  });

  it("uses the SDK's serializer set on defaults after create, as a function or as { serialize }", async () => {
    // The SDK's own serializer, as it sets it on its real axios instance.
    const sdkSerializer = new StreamChat('key', 'secret').axiosInstance.defaults.paramsSerializer as (params: Record<string, unknown>) => string;
    expect(typeof sdkSerializer).toBe('function');
    const client = axios.create({ baseURL: base });
    client.defaults.paramsSerializer = sdkSerializer;
    const params = { user_id: 'u1', connection_id: undefined, payload: { filter_conditions: { id: { $in: ['a', 'b'] } } } };
    const request = echoed(await client.get('/echo', { params }));
    expect(request.url).toBe(`/echo?${sdkSerializer(params)}`);
    expect(new URL(request.url, base).searchParams.get('payload')).toBe(JSON.stringify(params.payload));
    expect(request.url).not.toContain('connection_id');
    const custom = echoed(await client.get('/echo', { params: { a: 1 }, paramsSerializer: { serialize: (p) => `custom=${Object.keys(p).join()}` } }));
    expect(custom.url).toBe('/echo?custom=a');
  });
});

describe('headers and defaults', () => {
  it('merges the defaults as they are at request time under the request, case-insensitively, dropping empty values', async () => {
    const client = axios.create({ baseURL: base, headers: { 'X-Instance': 'i', 'X-Over': 'instance' } });
    client.defaults.headers['X-Later'] = 'later';
    const request = echoed(await client.get('/echo', {
      headers: { 'x-over': 'request', Authorization: 'token', 'X-Undefined': undefined, 'X-Null': null, 'X-False': false, 'X-Number': 5 },
    }));
    expect(request.headers).toMatchObject({ 'x-instance': 'i', 'x-over': 'request', authorization: 'token', 'x-later': 'later', 'x-number': '5' });
    expect(Object.keys(request.headers)).not.toContain('x-undefined');
    expect(Object.keys(request.headers)).not.toContain('x-null');
    expect(Object.keys(request.headers)).not.toContain('x-false');
  });

  it('keeps a default a request leaves undefined, and takes one it sets', async () => {
    const client = axios.create({ baseURL: base, timeout: 100 });
    // The request's undefined timeout keeps the default's 100 ms…
    expect((await failure(client.get('/slow/400', { timeout: undefined }))).code).toBe('ECONNABORTED');
    // …and its own replaces it.
    expect((await client.get('/slow/150', { timeout: 1000 })).data).toEqual({ late: true });
  });

  it('sends the JSON type unless the caller set one, and never a bare multipart type for a FormData', async () => {
    const client = axios.create({ baseURL: base });
    const typed = echoed(await client.post('/echo', { a: 1 }, { headers: { 'content-type': 'application/vnd.custom+json' } }));
    expect(typed.headers['content-type']).toBe('application/vnd.custom+json');
    const form = new FormData();
    form.append('k', 'v');
    const upload = (await client.post('/upload', form, { headers: { 'Content-Type': 'multipart/form-data' } })).data as Upload;
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=.+/);
    expect(upload.fields).toEqual({ k: 'v' });
  });
});

describe('failures in axios terms', () => {
  it.each([[400, 'ERR_BAD_REQUEST'], [404, 'ERR_BAD_REQUEST'], [429, 'ERR_BAD_REQUEST'], [500, 'ERR_BAD_RESPONSE'], [503, 'ERR_BAD_RESPONSE']])(
    'rejects a %i answer with an AxiosError (%s) holding the response', async (status, code) => {
      const client = axios.create({ baseURL: base });
      const error = await failure(client.get(`/status/${status}`));
      expect(isAxiosError(error)).toBe(true);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'AxiosError', isAxiosError: true, code, status, message: `Request failed with status code ${status}` });
      expect(error.response?.status).toBe(status);
      expect(error.response?.data).toEqual({ code: 4, message: `answered ${status}` });
      expect(error.config?.url).toBe(`/status/${status}`);
      expect(isCancel(error)).toBe(false);
      expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: 'AxiosError', code, status, message: `Request failed with status code ${status}` });
    });

  it('resolves what validateStatus accepts, and every status with validateStatus null', async () => {
    const client = axios.create({ baseURL: base });
    expect((await client.get('/status/404', { validateStatus: (status) => status < 500 })).status).toBe(404);
    expect((await client.get('/status/500', { validateStatus: null })).status).toBe(500);
    expect((await failure(client.get('/status/299', { validateStatus: (status) => status === 200 }))).code).toBe('ERR_BAD_RESPONSE');
  });

  it('rejects with ECONNABORTED when the answer takes longer than the timeout', async () => {
    const client = axios.create({ baseURL: base, timeout: 3000 });
    const started = Date.now();
    const dropped = hangsDropped;
    const error = await failure(client.get('/hang', { timeout: 150 }));
    await expect.poll(() => hangsDropped).toBe(dropped + 1);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(isAxiosError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'AxiosError', code: 'ECONNABORTED', message: 'timeout of 150ms exceeded' });
    expect(error.response).toBeUndefined();
    expect(isCancel(error)).toBe(false);
  });

  it('waits for ever with timeout 0 (uploads), whatever the default', async () => {
    const client = axios.create({ baseURL: base, timeout: 100 });
    const response = await client.get('/slow/400', { timeout: 0 });
    expect(response.data).toEqual({ late: true });
  });

  it('rejects with ERR_NETWORK and no response when no server answers', async () => {
    const client = axios.create({ baseURL: `http://127.0.0.1:${await closedPort()}` });
    const error = await failure(client.get('/echo'));
    expect(isAxiosError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'AxiosError', code: 'ERR_NETWORK', message: 'Network Error' });
    expect(error.response).toBeUndefined();
    expect(isCancel(error)).toBe(false);
  });
});

describe('cancelling', () => {
  it('rejects with a CanceledError when the signal aborts a request in flight', async () => {
    const client = axios.create({ baseURL: base, timeout: 0 });
    const controller = new AbortController();
    const request = client.get('/hang', { signal: controller.signal });
    await expect.poll(() => seen.length).toBe(1);
    const dropped = hangsDropped;
    controller.abort();
    const error = await failure(request);
    // The request itself stops, not only its promise.
    await expect.poll(() => hangsDropped).toBe(dropped + 1);
    expect(isCancel(error)).toBe(true);
    expect(axios.isCancel(error)).toBe(true);
    expect(isAxiosError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED', message: 'canceled', __CANCEL__: true });
    expect(error.response).toBeUndefined();
  });

  it('rejects at once, sending nothing, when the signal has already aborted', async () => {
    const client = axios.create({ baseURL: base });
    const error = await failure(client.post('/echo', { a: 1 }, { signal: AbortSignal.abort() }));
    expect(isCancel(error)).toBe(true);
    expect(error.name).toBe('CanceledError');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });

  it("rejects with the token's reason when a CancelToken source cancels, and at once with an already-cancelled token", async () => {
    const client = axios.create({ baseURL: base, timeout: 0 });
    const source = axios.CancelToken.source();
    const request = client.get('/hang', { cancelToken: source.token });
    await expect.poll(() => seen.length).toBe(1);
    const dropped = hangsDropped;
    source.cancel('disconnect() is called');
    const error = await failure(request);
    await expect.poll(() => hangsDropped).toBe(dropped + 1);
    expect(isCancel(error)).toBe(true);
    expect(error).toMatchObject({ name: 'CanceledError', code: 'ERR_CANCELED', message: 'disconnect() is called' });
    // The same token, already cancelled, stops the next request before it is sent.
    const again = await failure(client.get('/echo', { cancelToken: source.token }));
    expect(again).toBe(error);
    expect(seen).toHaveLength(1);
  });

  it('lets a request finish when its signal or token is used after it settled, and only once per token', async () => {
    const client = axios.create({ baseURL: base });
    const controller = new AbortController();
    const source = CancelToken.source();
    const response = await client.get('/echo', { signal: controller.signal, cancelToken: source.token });
    // A settled request lets go of the signal (the SDK's upload and next-request signals outlive it).
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    controller.abort();
    source.cancel('late');
    source.cancel('later');
    expect(response.status).toBe(200);
    expect(source.token.reason?.message).toBe('late');
  });

  it('tells cancels from other values', () => {
    expect(isCancel(new AxiosError('x'))).toBe(false);
    expect(isCancel(undefined)).toBe(false);
    expect(isCancel(new Error('x'))).toBe(false);
    expect(isAxiosError(new Error('x'))).toBe(false);
    expect(isAxiosError({ isAxiosError: 'yes' })).toBe(false);
    expect(isAxiosError(null)).toBe(false);
  });
});

describe('interceptors', () => {
  it('runs response interceptors on 2xx answers in order, which can change the data; onRejected gets the failures', async () => {
    const client = axios.create({ baseURL: base });
    const calls: string[] = [];
    client.interceptors.response.use((response) => {
      calls.push(`first ${response.status}`);
      response.data = { ...(response.data as object), cleaned: true };
      return response;
    });
    const second = client.interceptors.response.use((response) => {
      calls.push('second');
      return response;
    }, (error: unknown) => {
      calls.push(`rejected ${(error as AxiosError).response?.status}`);
      throw error;
    });
    const response = await client.get('/echo');
    expect(response.data).toMatchObject({ method: 'GET', cleaned: true });
    expect(calls).toEqual(['first 200', 'second']);
    calls.length = 0;
    const error = await failure(client.get('/status/404'));
    expect(error.response?.status).toBe(404);
    expect(calls).toEqual(['rejected 404']);
    calls.length = 0;
    client.interceptors.response.eject(second);
    await client.get('/echo');
    expect(calls).toEqual(['first 200']);
  });

  it('lets an onRejected recover a failure into an answer', async () => {
    const client = axios.create({ baseURL: base });
    client.interceptors.response.use(undefined, (error: unknown) => ({ recovered: (error as AxiosError).code }));
    expect(await client.get('/status/500')).toEqual({ recovered: 'ERR_BAD_RESPONSE' });
  });

  it('runs request interceptors, the last added first, on the merged config before sending', async () => {
    const client = axios.create({ baseURL: base, headers: { 'X-Default': 'd' } });
    const order: string[] = [];
    client.interceptors.request.use((config) => {
      order.push('added first');
      return { ...config, headers: { ...config.headers, 'X-Step': `${String(config.headers?.['X-Step'])}+first` } };
    });
    client.interceptors.request.use(async (config: RequestConfig) => {
      order.push('added second');
      expect(config.headers?.['X-Default']).toBe('d');
      return { ...config, headers: { ...config.headers, 'X-Step': 'second' } };
    });
    const request = echoed(await client.get('/echo'));
    expect(order).toEqual(['added second', 'added first']);
    expect(request.headers['x-step']).toBe('second+first');
  });
});

describe('forms', () => {
  it('postForm sends a FormData with a file as multipart, the file and fields intact', async () => {
    const client = axios.create({ baseURL: base, timeout: 3000 });
    const form = new FormData();
    form.append('file', new File(['the file body'], 'notes.txt', { type: 'text/plain' }), 'notes.txt');
    form.append('user', JSON.stringify({ id: 'u1' }));
    // As the SDK's sendFile calls it: its FormData, no headers in a browser, timeout 0.
    const response = await client.postForm('/upload', form, { headers: {}, timeout: 0 });
    const upload = response.data as Upload;
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.files).toEqual([{ field: 'file', filename: 'notes.txt', mimeType: 'text/plain', content: 'the file body' }]);
    expect(upload.fields).toEqual({ user: '{"id":"u1"}' });
  });

  it('postForm builds a FormData from a plain object: text as text, objects as JSON, a Blob as a file', async () => {
    const client = axios.create({ baseURL: base });
    const upload = (await client.postForm('/upload', { name: 'n', count: 2, meta: { a: 1 }, none: undefined, file: new Blob(['b'], { type: 'image/png' }) })).data as Upload;
    expect(upload.fields).toEqual({ name: 'n', count: '2', meta: '{"a":1}' });
    expect(upload.files).toEqual([{ field: 'file', filename: 'blob', mimeType: 'image/png', content: 'b' }]);
  });
});

describe('the default instance', () => {
  it("posts as axios.post does (the SDK's insights) and carries the static members", async () => {
    const response = await axios.post(`${base}/echo`, { insight: 1 });
    expect(echoed(response).body).toBe('{"insight":1}');
    expect(typeof axios.create).toBe('function');
    expect(axios.isAxiosError).toBe(isAxiosError);
    expect(axios.CancelToken).toBe(CancelToken);
  });
});

describe('the SDK on the stand-in', () => {
  /** A server-side SDK client (its token needs no connection) whose requests go through the stand-in. */
  function sdkClient(options: { timeout?: number } = {}): StreamChat {
    const client = new StreamChat('the-key', 'the-secret', { baseURL: `${base}/sdk`, ...options });
    // As the build does: the SDK's create(this.options), then its serializer on the defaults.
    const serializer = client.axiosInstance.defaults.paramsSerializer;
    const instance = axios.create(client.options as RequestConfig);
    instance.defaults.paramsSerializer = serializer as RequestConfig['paramsSerializer'];
    client.axiosInstance = instance as unknown as RealAxiosInstance;
    return client;
  }

  it('gets its answers: app settings, and users queried with a JSON payload in the query string', async () => {
    const client = sdkClient();
    sdkAnswer = { status: 200, body: { app: { name: 'bounty', file_upload_config: {} }, duration: '1ms' } };
    const settings = await client.getAppSettings();
    expect(settings.app?.name).toBe('bounty');
    const [appRequest] = seen;
    expect(appRequest?.method).toBe('GET');
    const appUrl = new URL(appRequest?.url ?? '', base);
    expect(appUrl.pathname).toBe('/sdk/app');
    expect(appUrl.searchParams.get('api_key')).toBe('the-key');
    expect(appRequest?.headers.authorization).toMatch(/^ey/);
    expect(appRequest?.headers['stream-auth-type']).toBe('jwt');
    expect(appRequest?.headers['x-stream-client']).toBe(client.getUserAgent());
    expect(appRequest?.headers['x-client-request-id']).toBeTruthy();

    sdkAnswer = { status: 201, body: { users: [{ id: 'u1', name: 'Ann' }], duration: '1ms' } };
    const { users } = await client.queryUsers({ id: { $in: ['u1'] } }, { id: 1 }, { limit: 5 });
    expect(users).toEqual([{ id: 'u1', name: 'Ann' }]);
    const queryUrl = new URL(seen[1]?.url ?? '', base);
    expect(queryUrl.pathname).toBe('/sdk/users');
    expect(JSON.parse(queryUrl.searchParams.get('payload') ?? '')).toMatchObject({ filter_conditions: { id: { $in: ['u1'] } }, sort: [{ field: 'id', direction: 1 }], limit: 5 });
    // connection_id is undefined for a server-side client: the SDK's serializer leaves it out.
    expect(queryUrl.searchParams.has('connection_id')).toBe(false);
  });

  it("turns a 4xx answer with { code, message } into the SDK's own error", async () => {
    const client = sdkClient();
    sdkAnswer = { status: 400, body: { code: 4, message: 'GetApp failed with error: "nope"', StatusCode: 400, duration: '1ms' } };
    const error = await failure(client.getAppSettings()) as unknown as Error & { code?: number; status?: number };
    expect(error.message).toBe('StreamChat error code 4: GetApp failed with error: "nope"');
    expect(error.code).toBe(4);
    expect(error.status).toBe(400);
    sdkAnswer = { status: 503, body: {} };
    expect((await failure(client.getAppSettings())).message).toBe('StreamChat error HTTP code: 503');
  });

  it('passes a cancel through as a cancel, and a timeout as the AxiosError', async () => {
    const client = sdkClient({ timeout: 150 });
    client.createAbortControllerForNextRequest().abort();
    const canceled = await failure(client.getAppSettings());
    expect(isCancel(canceled)).toBe(true);
    // An answer a second away, past the client's 150 ms.
    const timedOut = await failure(client.get(`${base}/slow/1000`));
    expect(timedOut).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 150ms exceeded' });
  });
});
