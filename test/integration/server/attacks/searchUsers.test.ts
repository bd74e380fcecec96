// Finding 11: anyone listing users and their presence. Client roles lack search-user (the start-up check
// refuses it), and fake-stream enforces it on queryUsers for client tokens; the service's own lookups still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeStream } from '../../../../fake-stream/app';
import type { RunningServer } from '../../../../src/server/startServer';
import { API_KEY, API_SECRET, call, makeUser, removeTemporaryFolders, sendAs, sharedDm, startService, testConfig } from '../harness';
import type { FakeStream } from '../harness';
import { providerSession, providerStatus } from './hostile';

let fake: FakeStream;
let service: RunningServer;
const ada = makeUser('Ada');
const eve = makeUser('Eve');

beforeAll(async () => {
  fake = await createFakeStream({ key: API_KEY, secret: API_SECRET });
  service = await startService(testConfig(fake));
});

afterAll(async () => {
  await service?.close();
  await fake?.close();
  removeTemporaryFolders();
});

describe('Eve listing users', () => {
  it('is refused with or without presence; the service still finds users and presence server-side', async () => {
    await call(service, 'get-or-create-user', ada);
    const eves = await providerSession(service, eve);
    expect(await providerStatus(eves.queryUsers({}))).toBe(403);
    expect(await providerStatus(eves.queryUsers({ id: { $eq: ada.sub } }, {}, { presence: true }))).toBe(403);
    await eves.disconnectUser();
    // The legitimate path: the service creates a DM (it looks users up) and checks presence (offline: queued) before an e-mail.
    const channelId = await sharedDm(service, eve, ada);
    const messageId = await sendAs(fake, channelId, eve, 'hi Ada');
    const email = await call(service, 'send-message-email', eve, { senderUserId: eve.sub, recipientUserId: ada.sub, messageId, isDM: true, channelName: 'Eve' });
    expect(email).toMatchObject({ status: 200, body: { queued: true } });
  });

  it('on an app granting search-user, the service refuses to start and names it', async () => {
    const open = await createFakeStream({ key: API_KEY, secret: API_SECRET, openGrants: true });
    try {
      const refused = await startService(testConfig(open)).then(() => null, (error: Error) => error.message);
      expect(refused).toContain('app/user: search-user');
      expect(refused).toContain('app/guest: search-user');
    } finally {
      await open.close();
    }
  });
});
