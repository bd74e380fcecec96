import { CHANNEL_TYPE } from '../channels/channelIds';
import type { ChatProvider } from './chatProvider';
import { retiredGrantsIn, withoutRetiredGrants } from './grantPolicy';

/**
 * Start-up set-up at the provider, before the grant check: the product's channel type (created with locked
 * grants when the app lacks it; an existing one keeps its grants, less those the service once gave it and no
 * longer does, and is then checked like every other type) and the service user that creates every channel.
 */
export async function prepareProvider(
  provider: Pick<ChatProvider, 'ensureChannelType' | 'setChannelTypeGrants' | 'ensureServiceUser'>,
  log: (line: string) => void,
): Promise<void> {
  const type = await provider.ensureChannelType();
  if (type.created) log(`created the provider channel type ${CHANNEL_TYPE} with locked grants`);
  const retired = retiredGrantsIn(type.grants);
  if (retired.length > 0) {
    await provider.setChannelTypeGrants(withoutRetiredGrants(type.grants));
    log(`narrowed the provider channel type ${CHANNEL_TYPE}: removed grants the service no longer gives (${retired.join('; ')})`);
  }
  await provider.ensureServiceUser();
}
