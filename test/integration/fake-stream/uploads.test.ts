import { Readable } from 'node:stream';
import type { FileUploadConfig, StreamChat } from 'stream-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startProvider } from '../helpers/provider';
import type { Provider } from '../helpers/provider';

// In Node the SDK builds its multipart body with the `form-data` package, which takes a Buffer or a stream
// (not a Blob): these tests upload Buffers and streams through the SDK, and the browser's own FormData + Blob
// through fetch with the SDK's headers.

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.4\n% a tiny test document\n', 'latin1');

let provider: Provider;
let owner: StreamChat;
let cid: { type: string; id: string };

beforeAll(async () => {
  provider = await startProvider();
  const ownerId = provider.id('uploader');
  owner = await provider.connect(ownerId);
  cid = { type: 'messaging', id: provider.id('uploads') };
  await provider.server().channel(cid.type, cid.id, { created_by_id: ownerId, members: [ownerId] }).create();
});

afterAll(async () => {
  await provider.server().updateAppSettings({ file_upload_config: {}, image_upload_config: {} });
  await provider.close();
});

afterEach(async () => {
  await provider.server().updateAppSettings({ file_upload_config: {}, image_upload_config: {} });
});

const channel = () => owner.channel(cid.type, cid.id);

describe('uploads', () => {
  it('stores a file and serves the same bytes back at the returned URL with its content type', async () => {
    const { file } = await channel().sendFile(PDF, 'brief.pdf', 'application/pdf');

    const served = await fetch(file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('stores an image sent as a stream and answers a thumbnail URL too', async () => {
    const answer = await channel().sendImage(Readable.from([PNG]), 'logo.png', 'image/png');

    expect(answer.thumb_url).toBeTruthy();
    const served = await fetch(answer.file);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('takes what a browser sends: a preflight for the SDK headers, then FormData with a Blob', async () => {
    const url = `${provider.baseURL}/channels/${cid.type}/${cid.id}/image?api_key=${provider.apiKey}`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'https://jobs.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,stream-auth-type,x-stream-client' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('stream-auth-type');

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: provider.token(owner.userID ?? ''), 'stream-auth-type': 'jwt', origin: 'https://jobs.example' },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { file } = (await response.json()) as { file: string };
    expect((await fetch(file)).headers.get('content-type')).toBe('image/png');
  });

  it.each<[string, 'file' | 'image', FileUploadConfig, string, Buffer, RegExp]>([
    ['a blocked extension', 'file', { blocked_file_extensions: ['.exe'] }, 'setup.exe', PDF, /extension.*setup\.exe/],
    ['an extension outside the allowed list', 'image', { allowed_file_extensions: ['.jpg'] }, 'logo.png', PNG, /extension.*logo\.png/],
    ['a mime type outside the allowed list', 'file', { allowed_mime_types: ['text/plain'] }, 'brief.pdf', PDF, /application\/pdf/],
    ['a blocked mime type', 'image', { blocked_mime_types: ['image/png'] }, 'logo.png', PNG, /image\/png/],
    ['a file over the size limit', 'file', { size_limit: 10 }, 'brief.pdf', PDF, /size limit/],
  ])('refuses %s with an error that names the reason', async (_case, kind, config, name, bytes, reason) => {
    await provider.server().updateAppSettings(kind === 'file' ? { file_upload_config: config } : { image_upload_config: config });

    const upload = kind === 'file' ? channel().sendFile(bytes, name) : channel().sendImage(Readable.from([bytes]), name);
    const failure = await errorOf(upload);

    expect(failure.status).toBeGreaterThanOrEqual(400);
    expect(failure.status).toBeLessThan(500);
    expect(failure.message).toMatch(reason);
  });

  it('accepts a file the config allows, up to exactly the size limit', async () => {
    await provider.server().updateAppSettings({ file_upload_config: { allowed_file_extensions: ['.pdf'], allowed_mime_types: ['application/pdf'], size_limit: PDF.length } });

    const { file } = await channel().sendFile(PDF, 'brief.pdf');

    expect((await fetch(file)).status).toBe(200);
  });

  it('refuses a non-image on the image endpoint', async () => {
    const failure = await errorOf(channel().sendImage(Readable.from([PDF]), 'brief.pdf'));
    expect(failure.status).toBe(400);
    expect(failure.message).toMatch(/not an image/);
  });

  it('refuses an upload from someone who is not a member (403, code 17)', async () => {
    const outsider = await provider.connect(provider.id('outsider'));

    const failure = await errorOf(outsider.channel(cid.type, cid.id).sendFile(PDF, 'brief.pdf'));

    expect(failure).toMatchObject({ status: 403, code: 17 });
  });

  it('deletes a file for its uploader only; the URL then answers 404', async () => {
    const { file } = await channel().sendFile(PDF, 'old.pdf');
    const otherId = provider.id('member');
    const other = await provider.connect(otherId);
    await provider.server().channel(cid.type, cid.id).addMembers([otherId]);

    expect(await errorOf(other.channel(cid.type, cid.id).deleteFile(file))).toMatchObject({ status: 403 });
    await channel().deleteFile(file);

    expect((await fetch(file)).status).toBe(404);
  });

  it('deletes an image', async () => {
    const { file } = await channel().sendImage(Readable.from([PNG]), 'gone.png');
    await channel().deleteImage(file);
    expect((await fetch(file)).status).toBe(404);
  });

  it('uploads app-wide (client.uploadFile) as well as to a channel', async () => {
    const { file } = await owner.uploadFile(PDF, 'cv.pdf');
    expect((await fetch(file)).headers.get('content-type')).toBe('application/pdf');
  });

  it('answers a malformed upload body with a 400, not a crash', async () => {
    const response = await fetch(`${provider.baseURL}/channels/${cid.type}/${cid.id}/file?api_key=${provider.apiKey}`, {
      method: 'POST',
      headers: { authorization: provider.token(owner.userID ?? ''), 'stream-auth-type': 'jwt', 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="nofile"\r\n\r\nhello\r\n--x--\r\n',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/no part named file/);
  });
});
