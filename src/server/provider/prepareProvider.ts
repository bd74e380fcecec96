import { CHANNEL_TYPE } from '../channels/channelIds';
import type { ChatProvider } from './chatProvider';

/**
 * Start-up set-up at the provider, before the grant check: the product's channel type (created with locked
 * grants when the app lacks it; an existing one is left as it is and checked) and the service user that
 * creates every channel.
 */
export async function prepareProvider(provider: Pick<ChatProvider, 'ensureChannelType' | 'ensureServiceUser'>, log: (line: string) => void): Promise<void> {
  if (await provider.ensureChannelType()) log(`created the provider channel type ${CHANNEL_TYPE} with locked grants`);
  await provider.ensureServiceUser();
}
