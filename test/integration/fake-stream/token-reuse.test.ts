// fake-stream itself: verified tokens are remembered for speed, but a remembered token still expires on time.
import jwt from 'jsonwebtoken';
import { afterAll, expect, it } from 'vitest';
import { createFakeStream } from '../../../fake-stream/app';

let now = new Date('2026-01-01T00:00:00Z');
const fake = await createFakeStream({ key: 'reuse-key', secret: 'reuse-secret', clock: { now: () => now } });
afterAll(() => fake.close());

const appSettings = (token: string) => fetch(`${fake.url}/app?api_key=reuse-key`, { headers: { authorization: token, 'stream-auth-type': 'jwt' } });

it('refuses a token that worked a moment ago once its exp has passed (code 40)', async () => {
  const exp = Math.floor(now.getTime() / 1000) + 60;
  const token = jwt.sign({ user_id: 'ann', exp }, 'reuse-secret', { algorithm: 'HS256', noTimestamp: true });
  expect((await appSettings(token)).status).toBe(200);

  now = new Date((exp + 1) * 1000);
  const refused = await appSettings(token);

  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { code: number }).code).toBe(40);
});
