/**
 * The SDK's HTTP client in place of axios, which is ≈ 20 KiB gzip of the first open while the SDK (stream-chat)
 * uses a small part of it: one instance made with `create(options)` whose get/post/put/patch/delete/options/postForm
 * it calls with params, headers, a timeout, a signal or a cancel token and, for uploads, `onUploadProgress`;
 * `isCancel`, `isAxiosError` and `CancelToken.source()`; `post` on the default instance for its insights; and the
 * response interceptor of src/app/client/trustProviderUsers.ts. The build points the SDK's `axios` imports here
 * (rollup.config.mjs, `aliases`). Where the SDK reads the result the semantics are axios's: the response's
 * fields, the errors' names, codes and messages, rejecting outside 2xx, the interceptor chain's order, defaults
 * read at request time (the SDK sets `defaults.paramsSerializer` after `create`). Requests go through fetch, and
 * through XMLHttpRequest only when progress is asked for, which fetch cannot report for an upload.
 * test/unit/app/axiosStandIn.test.ts runs it, and the SDK on it, against a real HTTP server;
 * test/e2e/axiosStandInBrowser.test.ts its XMLHttpRequest path in Chromium.
 */

type Params = Record<string, unknown>;
type Serializer = (params: Params) => string;
type HeaderMap = Record<string, unknown>;

/** A progress report, as axios gives it (without its rate and estimate, which the SDK does not read). */
export interface Progress {
  loaded: number;
  total?: number;
  progress?: number;
  lengthComputable: boolean;
  event: ProgressEvent;
  upload?: true;
  download?: true;
}

export interface RequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  data?: unknown;
  params?: Params | URLSearchParams;
  paramsSerializer?: Serializer | { serialize?: Serializer } | null;
  headers?: HeaderMap;
  /** Milliseconds; 0 (the default) waits for ever. */
  timeout?: number;
  withCredentials?: boolean;
  signal?: AbortSignal | null;
  cancelToken?: CancelToken;
  /** Which statuses resolve; null resolves them all. */
  validateStatus?: ((status: number) => boolean) | null;
  onUploadProgress?: (progress: Progress) => void;
  onDownloadProgress?: (progress: Progress) => void;
  /** The rest of what the SDK hands over (its client options, maxBodyLength …) is carried and not read. */
  [option: string]: unknown;
}

export interface Response {
  data: unknown;
  status: number;
  statusText: string;
  /** Names in lower case. */
  headers: Record<string, string>;
  config: RequestConfig;
  request?: Request | XMLHttpRequest;
}

export class AxiosError extends Error {
  readonly isAxiosError = true;
  declare code?: string;
  declare config?: RequestConfig;
  declare request?: Request | XMLHttpRequest;
  declare response?: Response;
  declare status?: number;

  constructor(message: string, code?: string, config?: RequestConfig, request?: Request | XMLHttpRequest, response?: Response) {
    super(message);
    this.name = 'AxiosError';
    Object.assign(this, { code, config, request, response, status: response?.status });
  }

  /** What a logger or test runner prints: not the config, which holds bodies and signals. */
  toJSON(): object {
    return { message: this.message, name: this.name, stack: this.stack, code: this.code, status: this.status };
  }
}

/** A request stopped by its signal or cancel token: `isCancel` tells it from a failure, as the SDK needs. */
export class CanceledError extends AxiosError {
  readonly __CANCEL__ = true;

  constructor(message?: string | null, config?: RequestConfig, request?: Request | XMLHttpRequest) {
    super(message ?? 'canceled', 'ERR_CANCELED', config, request);
    this.name = 'CanceledError';
  }
}

type CancelListener = (reason: CanceledError) => void;

/** The SDK's long-poll fallback cancels its pending poll through one of these (`CancelToken.source()`). */
export class CancelToken {
  reason?: CanceledError;
  private readonly listeners = new Set<CancelListener>();

  /** Only while not yet canceled: the request checks `reason` before it starts. */
  subscribe(listener: CancelListener): void {
    this.listeners.add(listener);
  }

  unsubscribe(listener: CancelListener): void {
    this.listeners.delete(listener);
  }

  static source(): { token: CancelToken; cancel: (message?: string) => void } {
    const token = new CancelToken();
    return {
      token,
      cancel: (message) => {
        if (token.reason) return;
        const reason = token.reason = new CanceledError(message);
        token.listeners.forEach((listener) => listener(reason));
      },
    };
  }
}

export const isCancel = (value: unknown): boolean => !!(value as { __CANCEL__?: unknown } | null)?.__CANCEL__;

export const isAxiosError = (value: unknown): value is AxiosError =>
  typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;

type Fulfilled<V> = ((value: V) => V | Promise<V>) | null | undefined;
type Rejected = ((error: unknown) => unknown) | null | undefined;

class Interceptors<V> {
  handlers: ({ fulfilled: Fulfilled<V>; rejected: Rejected } | null)[] = [];

  use(fulfilled?: Fulfilled<V>, rejected?: Rejected): number {
    return this.handlers.push({ fulfilled, rejected }) - 1;
  }

  eject(id: number): void {
    this.handlers[id] = null;
  }
}

type WithoutData = (url: string, config?: RequestConfig) => Promise<Response>;
type WithData = (url: string, data?: unknown, config?: RequestConfig) => Promise<Response>;

export interface AxiosInstance {
  defaults: RequestConfig & { headers: HeaderMap };
  interceptors: { request: Interceptors<RequestConfig>; response: Interceptors<Response> };
  request(config: RequestConfig): Promise<Response>;
  get: WithoutData;
  delete: WithoutData;
  head: WithoutData;
  options: WithoutData;
  post: WithData;
  put: WithData;
  patch: WithData;
  postForm: WithData;
  putForm: WithData;
  patchForm: WithData;
}

const typeOf = (value: unknown): string => Object.prototype.toString.call(value).slice(8, -1);

/** A query parameter's or a form field's text: objects as JSON. */
const fieldText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Without a serializer: undefined and null left out (as axios does), objects as JSON. */
const serializeParams = (params: Params | URLSearchParams): string => params instanceof URLSearchParams ? String(params)
  : Object.entries(params).filter(([, value]) => value != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(fieldText(value))}`)
    .join('&');

/** postForm's body: a FormData as is, a plain object's fields (objects as JSON) in a new one. */
const formOf = (data: unknown): unknown => {
  if (typeOf(data) !== 'Object') return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data as Params)) {
    if (value != null) form.append(key, value instanceof Blob ? value : fieldText(value));
  }
  return form;
};

/** The request itself (axios's adapter and settle): resolves with the response or rejects with an AxiosError. */
function send(config: RequestConfig): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal, cancelToken, timeout, onUploadProgress, onDownloadProgress, baseURL, params } = config;
    const method = String(config.method).toUpperCase();
    let url = config.url ?? '';
    // baseURL only for a relative URL (the SDK's are absolute; axios's test of "absolute").
    if (baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) url = url ? `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
    const serializer = config.paramsSerializer;
    const query = params ? (typeof serializer === 'function' ? serializer : serializer?.serialize ?? serializeParams)(params as Params) : '';
    if (query) {
      url = url.split('#')[0] ?? '';
      url += (url.includes('?') ? '&' : '?') + query;
    }
    // Header names are case-insensitive: a later source's `content-type` replaces an earlier `Content-Type`.
    const headers = new Headers();
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (value != null && value !== false) headers.set(name, String(value));
    }
    let body = config.data as BodyInit | null | undefined;
    const kind = typeOf(body);
    if (kind === 'Object' || kind === 'Array') {
      body = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else if (kind === 'FormData') {
      // The browser writes the multipart type with its boundary; a caller's bare `multipart/form-data` lacks it.
      headers.delete('content-type');
    }

    let request: Request | XMLHttpRequest | undefined;
    let stop = (): void => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      cancelToken?.unsubscribe(cancel);
    };
    // A settled promise ignores later calls: the transport's own error after a cancel or timeout is dropped.
    const fail = (error: unknown): void => {
      done();
      reject(error);
      stop();
    };
    // A token's cancel passes its reason; a signal's abort event gets a new CanceledError (as axios does).
    function cancel(reason?: unknown): void {
      fail(reason instanceof CanceledError ? reason : new CanceledError(null, config, request));
    }
    const networkError = (): void => fail(new AxiosError('Network Error', 'ERR_NETWORK', config, request));
    const settle = (status: number, statusText: string, responseHeaders: Record<string, string>, text: string): void => {
      done();
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {
        // Not JSON (or empty): the text, as axios leaves it.
      }
      const response: Response = { data, status, statusText, headers: responseHeaders, config, request };
      const valid = config.validateStatus;
      if (!status || !valid || valid(status)) resolve(response);
      else reject(new AxiosError(`Request failed with status code ${status}`, status >= 400 && status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', config, request, response));
    };

    if (cancelToken?.reason || signal?.aborted) return cancel(cancelToken?.reason);

    if ((onUploadProgress || onDownloadProgress) && typeof XMLHttpRequest !== 'undefined') {
      // Only XMLHttpRequest reports an upload's progress.
      const xhr = request = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = !!config.withCredentials;
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      const report = (listener: (progress: Progress) => void, direction: 'upload' | 'download') => (event: ProgressEvent): void => {
        const total = event.lengthComputable ? event.total : undefined;
        listener({ loaded: event.loaded, total, progress: total ? event.loaded / total : undefined, lengthComputable: total !== undefined, event, [direction]: true });
      };
      if (onUploadProgress) xhr.upload.onprogress = report(onUploadProgress, 'upload');
      if (onDownloadProgress) xhr.onprogress = report(onDownloadProgress, 'download');
      xhr.onload = () => {
        const responseHeaders: Record<string, string> = {};
        // One `name: value` a line (`.` stops at the line's \r).
        xhr.getAllResponseHeaders().replace(/^([^:\r\n]+):\s*(.*)$/gm, (_line, name: string, value: string) => responseHeaders[name.toLowerCase()] = value);
        settle(xhr.status, xhr.statusText, responseHeaders, xhr.responseText);
      };
      xhr.onerror = networkError;
      stop = () => xhr.abort();
      xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
    } else {
      const controller = new AbortController();
      stop = () => controller.abort();
      request = new Request(url, {
        method,
        headers,
        // fetch refuses a body on GET or HEAD, which XMLHttpRequest (axios's browser transport) drops.
        body: /^(GET|HEAD)$/.test(method) ? undefined : body,
        // axios's browser transport sends cookies to its own origin only, unless withCredentials.
        credentials: config.withCredentials ? 'include' : 'same-origin',
        signal: controller.signal,
      });
      fetch(request).then(async (answer) => {
        const responseHeaders: Record<string, string> = {};
        answer.headers.forEach((value, name) => { responseHeaders[name] = value; });
        settle(answer.status, answer.statusText, responseHeaders, await answer.text());
      }).catch(networkError);
    }
    cancelToken?.subscribe(cancel);
    signal?.addEventListener('abort', cancel);
    if (timeout && timeout > 0) timer = setTimeout(() => fail(new AxiosError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config, request)), timeout);
  });
}

export function create(instanceConfig: RequestConfig = {}): AxiosInstance {
  const defaults: AxiosInstance['defaults'] = {
    validateStatus: (status) => status >= 200 && status < 300,
    ...instanceConfig,
    headers: { Accept: 'application/json, text/plain, */*', ...instanceConfig.headers },
  };
  const interceptors = { request: new Interceptors<RequestConfig>(), response: new Interceptors<Response>() };
  const request = (options: RequestConfig): Promise<Response> => {
    // The defaults as they are now; a field the request leaves undefined keeps the default (axios's mergeConfig).
    const config: RequestConfig = { ...defaults };
    for (const [key, value] of Object.entries(options)) if (value !== undefined) config[key] = value;
    config.headers = { ...defaults.headers, ...options.headers };
    config.method = String(config.method ?? 'get').toLowerCase();
    // axios's chain: request interceptors last added first, the request, then response interceptors in order;
    // each onRejected sees the failure of any step before it.
    let chain = Promise.resolve(config);
    for (const handler of [...interceptors.request.handlers].reverse()) {
      if (handler) chain = chain.then(handler.fulfilled, handler.rejected) as Promise<RequestConfig>;
    }
    let answer = chain.then(send);
    for (const handler of interceptors.response.handlers) {
      if (handler) answer = answer.then(handler.fulfilled, handler.rejected) as Promise<Response>;
    }
    return answer;
  };
  const instance = { defaults, interceptors, request } as AxiosInstance;
  for (const method of ['get', 'delete', 'head', 'options'] as const) {
    instance[method] = (url, config) => request({ ...config, method, url });
  }
  for (const method of ['post', 'put', 'patch'] as const) {
    instance[method] = (url, data, config) => request({ ...config, method, url, data });
    instance[`${method}Form`] = (url, data, config) => request({ ...config, method, url, data: formOf(data) });
  }
  return instance;
}

/** The default instance, with axios's static members beside it (the SDK posts its insights through it). */
const axios = Object.assign(create(), { create, isCancel, isAxiosError, CancelToken, AxiosError, CanceledError });
export default axios;
