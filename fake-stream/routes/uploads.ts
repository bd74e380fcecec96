import { randomUUID } from 'node:crypto';
import type { APIResponse, SendFileAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import type { Caller } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { readUploadedFile } from '../http/multipart.js';
import type { PublicRouteRequest, RouteRequest, Router } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { uploadRefusal, uploadSizeLimit } from '../model/upload-policy.js';
import type { UploadKind } from '../model/upload-policy.js';
import type { UploadRecord } from '../store/records.js';

/** Where stored uploads are served from (public: an <img> sends no credentials). */
const SERVED_PREFIX = '/uploads/';

/**
 * Uploads: `POST|DELETE /channels/{type}/{id}/file|image` (channel.sendFile/sendImage/deleteFile/deleteImage),
 * the app-wide `POST|DELETE /uploads/file|image` (client.uploadFile …), and `GET /uploads/{id}/{name}`
 * serving the bytes back with their content type.
 */
export function registerUploadRoutes(router: Router, ctx: FakeStreamContext): void {
  // Decoded bytes by upload id, so serving an image twice does not decode base64 twice.
  const bytes = new Map<string, Buffer>();

  for (const kind of ['file', 'image'] as const) {
    const call = kind === 'file' ? 'UploadFile' : 'UploadImage';
    const deleteCall = kind === 'file' ? 'DeleteFile' : 'DeleteImage';

    router.add('POST', `/channels/:type/:id/${kind}`, async (request) => {
      const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
      return upload(request, kind, call, (userId) => {
        requireMember(ctx, channel, userId, call);
        if (channel.frozen && request.caller.kind !== 'server') throw new StreamError('notAllowed', `${call} failed with error: "channel ${channel.cid} is frozen"`);
        return channel.cid;
      });
    }, { body: 'raw' });

    router.add('POST', `/uploads/${kind}`, (request) => upload(request, kind, call, () => undefined), { body: 'raw' });

    router.add('DELETE', `/channels/:type/:id/${kind}`, (request) => {
      const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), deleteCall);
      requireMember(ctx, channel, actingUserId(request.caller, undefined), deleteCall);
      return remove(request, kind, deleteCall, channel.cid);
    });

    router.add('DELETE', `/uploads/${kind}`, (request) => remove(request, kind, deleteCall, undefined));
  }

  router.addPublic('GET', `${SERVED_PREFIX}:uploadId/:name`, (request) => serve(request));

  /** Reads the multipart body, applies the app's upload config, stores the file and answers its URL. */
  async function upload(request: RouteRequest, kind: UploadKind, call: string, scope: (userId: string | undefined) => string | undefined): Promise<SendFileAPIResponse> {
    const settings = ctx.store.appSettings();
    const config = kind === 'image' ? settings.image_upload_config : settings.file_upload_config;
    const part = await readUploadedFile(request.raw, uploadSizeLimit(config, ctx.config.maxUploadBytes), call);
    const userId = actingUserId(request.caller, namedUserId(part.fields.user));
    const cid = scope(userId);
    const refusal = uploadRefusal(config, { name: part.name, mimeType: part.mimeType, size: part.data.length }, kind);
    if (refusal !== null) throw new StreamError('inputInvalid', `${call} failed with error: "${refusal}"`);
    const record: UploadRecord = {
      id: randomUUID(),
      ...(cid !== undefined ? { cid } : {}),
      user_id: userId ?? 'server',
      kind,
      name: part.name,
      mime_type: part.mimeType,
      size: part.data.length,
      created_at: isoNow(ctx.clock),
      data_base64: part.data.toString('base64'),
    };
    ctx.store.tables.uploads.set(record);
    bytes.set(record.id, part.data);
    const url = `${origin(request)}${SERVED_PREFIX}${record.id}/${encodeURIComponent(record.name)}`;
    return { duration: '0ms', file: url, ...(kind === 'image' ? { thumb_url: url } : {}) } satisfies SendFileAPIResponse;
  }

  /** Deletes the upload named by `?url=`; only its uploader (or the server) may. */
  function remove(request: RouteRequest, kind: UploadKind, call: string, cid: string | undefined): APIResponse {
    const url = request.query.get('url');
    if (url === null || url === '') throw new StreamError('inputInvalid', `${call} failed with error: "the url parameter is required"`);
    const record = uploadAt(url);
    if (!record || record.kind !== kind || record.cid !== cid) throw new StreamError('notFound', `${call} failed with error: "no ${kind} at ${url}"`);
    if (!mayDelete(request.caller, record)) throw new StreamError('notAllowed', `${call} failed with error: "only the uploader can delete ${url}"`);
    ctx.store.tables.uploads.delete(record.id);
    bytes.delete(record.id);
    return { duration: '0ms' } satisfies APIResponse;
  }

  function serve(request: PublicRouteRequest) {
    const record = ctx.store.tables.uploads.get(request.params.uploadId ?? '');
    if (!record) throw new StreamError('notFound', `no upload at ${request.path}`);
    let data = bytes.get(record.id);
    if (data === undefined) bytes.set(record.id, (data = Buffer.from(record.data_base64, 'base64')));
    return {
      raw: true as const,
      status: 200,
      headers: {
        'Content-Type': record.mime_type,
        'Content-Length': String(data.length),
        'Cache-Control': 'private, max-age=3600',
        // Uploaded bytes come from users: never let a browser sniff them into HTML or run them as a page.
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
      body: data,
    };
  }

  function uploadAt(url: string): UploadRecord | undefined {
    let path: string;
    try {
      path = new URL(url, 'http://fake-stream.invalid').pathname;
    } catch {
      return undefined;
    }
    if (!path.startsWith(SERVED_PREFIX)) return undefined;
    return ctx.store.tables.uploads.get(path.slice(SERVED_PREFIX.length).split('/')[0] ?? '');
  }
}

function mayDelete(caller: Caller, record: UploadRecord): boolean {
  return caller.kind === 'server' || caller.userId === record.user_id;
}

/** The SDK appends the acting user as a JSON `user` field (server-side uploads name one this way). */
function namedUserId(userField: string | undefined): string | undefined {
  if (userField === undefined) return undefined;
  try {
    const user = JSON.parse(userField) as { id?: unknown } | null;
    return typeof user?.id === 'string' && user.id !== '' ? user.id : undefined;
  } catch {
    throw new StreamError('inputInvalid', 'the "user" form field must be JSON with an id');
  }
}

/** The origin the client reached us at, so the URL works from wherever the upload came from. */
function origin(request: RouteRequest): string {
  const host = request.raw.headers.host ?? '127.0.0.1';
  return `http://${host}`;
}
