// The hostile user's tools: her own host token (as the harness mints it) and the provider token the
// service hands her, used with the SDK directly instead of the widget.
import type { StreamChat } from 'stream-chat';
import { newUserClient } from '../../helpers/provider';
import { call } from '../harness';
import type { TestUser } from '../harness';

/** Signs `user` in through the service and connects the SDK with the provider token it answers. */
export async function providerSession(service: { url: string }, user: TestUser): Promise<StreamChat> {
  const answer = await call(service, 'get-or-create-user', user);
  if (answer.status !== 200) throw new Error(`get-or-create-user answered ${answer.status}`);
  const client = newUserClient(String(answer.body['apiKey']), String(answer.body['baseUrl']));
  await client.connectUser({ id: user.sub }, String(answer.body['token']));
  return client;
}

/** The provider's HTTP status for a rejected SDK call (0 when it did not fail). */
export async function providerStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    return (error as { response?: { status?: number } }).response?.status ?? -1;
  }
}
