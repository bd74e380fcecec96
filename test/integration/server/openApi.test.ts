import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/server/startServer';
import { authHeaders, makeUser, removeTemporaryFolders, startFakeStream, startService, testConfig } from './harness';
import type { FakeStream } from './harness';

// The document as a client reads it from a running service, against what the package ships (dist/ is built by
// the test set-up), and every documented route against the running service.
const HOST_KEY = 'openapi-test-host-key-0123456789abcdef';

let fake: FakeStream;
let running: RunningServer;
beforeAll(async () => {
  fake = await startFakeStream();
  const base = testConfig(fake);
  running = await startService({ ...base, host: { ...base.host, hostApiKey: HOST_KEY } });
});
afterAll(async () => {
  await running?.close();
  await fake?.close();
  removeTemporaryFolders();
});

interface Document {
  paths: Record<string, Record<string, unknown>>;
}

describe('GET /api/openapi.json', () => {
  it('answers without credentials, cacheable, exactly what the package ships as dist/openapi.json', async () => {
    const answer = await fetch(`${running.url}/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await answer.text();
    expect(text).toBe(readFileSync('dist/openapi.json', 'utf8'));
    expect((JSON.parse(text) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('answers 304 to a client that has it (ETag), and refuses other methods with the error body', async () => {
    const first = await fetch(`${running.url}/api/openapi.json`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const again = await fetch(`${running.url}/api/openapi.json`, { headers: { 'if-none-match': etag! } });
    expect([again.status, await again.text()]).toEqual([304, '']);
    const posted = await fetch(`${running.url}/api/openapi.json`, { method: 'POST', body: '{}' });
    expect([posted.status, posted.headers.get('allow'), await posted.json()]).toEqual([
      405,
      'GET, HEAD',
      { error: { code: 'method_not_allowed', message: 'Failed to get the API description', detail: 'openapi.json accepts GET and HEAD' } },
    ]);
  });

  it('leaves the other routes as they were: a widget call answers beside it', async () => {
    const ada = makeUser('Ada');
    const [documentAnswer, session] = await Promise.all([
      fetch(`${running.url}/api/openapi.json`),
      fetch(`${running.url}/api/stream-chat/get-or-create-user`, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(ada) }, body: '{}' }),
    ]);
    expect(documentAnswer.status).toBe(200);
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(ada.sub);
  });

  it('names only routes the service answers: each documented method on each path is taken, not an unknown path or method', async () => {
    const doc = JSON.parse(readFileSync('dist/openapi.json', 'utf8')) as Document;
    const refused: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        // No credentials: a route that exists refuses the caller (401, 400, 404 not_found…), never as unknown.
        const answer = await fetch(`${running.url}${path.replace(/\{[^}]+\}/g, 'someone')}`, {
          method: method.toUpperCase(),
          ...(method === 'get' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
        });
        const text = await answer.text();
        const code = answer.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { error?: { code?: string } }).error?.code : undefined;
        if (answer.status === 405 || code === 'unknown_endpoint') refused.push(`${method.toUpperCase()} ${path}: ${answer.status} ${text.slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
