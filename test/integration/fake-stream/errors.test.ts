// Errors in the provider's shape: malformed JSON, unknown route, missing field, oversize body, bad tokens.
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Provider } from '../helpers/provider';
import { startProvider } from '../helpers/provider';

let provider: Provider;
let userId: string;
beforeAll(async () => {
  provider = await startProvider();
  userId = provider.id('caller');
  await provider.server().upsertUsers([{ id: userId }]);
});
afterAll(async () => { await provider.close(); });

async function call(path: string, init: { method?: string; body?: string; token?: string; apiKey?: string } = {}) {
  const url = `${provider.baseURL}${path}${path.includes('?') ? '&' : '?'}api_key=${init.apiKey ?? provider.apiKey}&user_id=${userId}`;
  const response = await fetch(url, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: init.token ?? provider.token(userId), 'stream-auth-type': 'jwt' },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return { status: response.status, body: (await response.json()) as { code?: number; message?: string; StatusCode?: number; duration?: string; more_info?: string } };
}

describe('errors', () => {
  it('answers malformed JSON with 400, code 4, in the error shape', async () => {
    const { status, body } = await call('/channels', { body: '{"filter_conditions": ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 4, StatusCode: 400, duration: expect.any(String), more_info: expect.any(String) });
    expect(body.message).toMatch(/JSON/);
  });

  it('answers an unknown route with 404 naming it', async () => {
    const { status, body } = await call('/no/such/thing', { method: 'GET' });
    expect(status).toBe(404);
    expect(body.message).toContain('/no/such/thing');
  });

  it('answers a missing field with 400, code 4, naming the field', async () => {
    const channel = provider.server().channel('messaging', provider.id('e'), { created_by_id: userId, members: [userId] });
    await channel.create();
    const { status, body } = await call(`/channels/messaging/${channel.id}/message`, { body: JSON.stringify({}) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 4 });
    expect(body.message).toContain('message');
  });

  it('answers an oversize body with a 4xx and keeps serving', async () => {
    const { status, body } = await call('/channels', { body: JSON.stringify({ filler: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.message).toMatch(/limit|large|big/i);
    expect((await call('/channels', { body: '{}' })).status).toBe(200);
  });

  it('answers bad credentials: wrong signature 43, expired 40, wrong api key 401', async () => {
    const forged = jwt.sign({ user_id: userId }, 'not-the-secret', { algorithm: 'HS256' });
    expect(await call('/channels', { body: '{}', token: forged })).toMatchObject({ status: 401, body: { code: 43 } });
    const expired = provider.token(userId, Math.floor(Date.now() / 1000) - 10);
    expect(await call('/channels', { body: '{}', token: expired })).toMatchObject({ status: 401, body: { code: 40 } });
    const wrongKey = await call('/channels', { body: '{}', apiKey: 'someone-elses-key' });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.message).toMatch(/api_key/);
  });

  it('refuses a user token acting as another user', async () => {
    const { status, body } = await call('/channels', { body: JSON.stringify({ user_id: provider.id('other'), filter_conditions: {} }) });
    expect(status).toBe(403);
    expect(body.code).toBe(17);
  });

  it('answers CORS preflight for the headers the SDK sends', async () => {
    const response = await fetch(`${provider.baseURL}/channels`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type, stream-auth-type, x-client-request-id, x-stream-client' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['authorization', 'content-type', 'stream-auth-type', 'x-client-request-id', 'x-stream-client']) {
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(header);
    }
  });
});
