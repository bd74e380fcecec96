// The benchmark's baseline: a bare node:http server answering the same JSON as the product service for
// get-or-create-user, get-unread-messages and create-dm-channel, and the provider's webhook and hook routes. With BASELINE_PROVIDER=1 it makes the same provider calls with the
// same SDK wrapper first (no token, store, rate limit, logs or metrics); without, it answers from memory.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStreamProvider } from '../../../src/server/provider/streamProvider';
import { CHANNEL_TYPE } from '../../../src/contract/ids';

const provider = createStreamProvider({
  apiKey: process.env['STREAM_API_KEY'] ?? '',
  apiSecret: process.env['STREAM_API_SECRET'] ?? '',
  baseUrl: process.env['STREAM_BASE_URL'] ?? '',
});
const withProvider = process.env['BASELINE_PROVIDER'] === '1';

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.url === '/webhooks/stream' || req.url === '/webhooks/before-message-send') return webhook(req, Buffer.concat(chunks), res);
    void answer(req.url ?? '', JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>).then(
      (body) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
});

/**
 * The provider's calls at their bare minimum (the webhook and the before-message-send hook): the signature checked
 * over the raw body, the JSON parsed, then 200 (nothing recorded, nothing masked).
 */
function webhook(req: IncomingMessage, raw: Buffer, res: ServerResponse): void {
  const expected = createHmac('sha256', process.env['STREAM_API_SECRET'] ?? '').update(raw).digest();
  const given = Buffer.from(String(req.headers['x-signature'] ?? ''), 'hex');
  const ok = given.length === expected.length && timingSafeEqual(given, expected);
  JSON.parse(raw.toString());
  res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok }));
}

async function answer(url: string, body: Record<string, string>): Promise<unknown> {
  if (url.includes('get-or-create-user')) {
    // A bare server tells the provider about the user on every call, then mints the provider token.
    const id = body['asUser'] ?? '';
    if (withProvider) await provider.upsertUsers([{ id, name: id, bountyRole: 'candidate' }]);
    return { user: { id, name: id, role: 'candidate' }, token: provider.createUserToken(id, Math.floor(Date.now() / 1000) + 3600), apiKey: provider.apiKey, baseUrl: provider.baseUrl };
  }
  if (url.includes('get-unread-messages')) {
    const channel = withProvider ? await provider.findChannel(body['channelId'] ?? '', body['asUser'] ?? null) : null;
    return { channelId: body['channelId'], unread: channel?.unread ?? 0 };
  }
  // The id the service answered during set-up, so the baseline needs none of the service's secrets.
  const channelId = body['channelId'] ?? '';
  if (withProvider) {
    // The provider calls this route cannot do without: the bounty's title, then get-or-create the DM.
    await provider.findChannel(body['bountyId'] ?? '', null);
    await provider.getOrCreateChannel(channelId, {
      memberIds: [body['userId'] ?? '', body['candidateId'] ?? ''],
      custom: { kind: 'dm', bounty_id: body['bountyId'] ?? '', candidate_id: body['candidateId'] ?? '' },
    });
  }
  return { channelId, channelType: CHANNEL_TYPE };
}

server.listen(0, '127.0.0.1', () => console.log(`baseline listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
