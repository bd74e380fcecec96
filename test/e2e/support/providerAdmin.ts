/**
 * The provider as the server sees it (the server-side SDK against the test backend's fake-stream), for setting
 * up what other people do: their messages, reads, attachments, deletions. The key and secret are the ones
 * the browser-test backend starts fake-stream with.
 */
import { StreamChat } from 'stream-chat';
import type { Backend } from '../helpers/backend.js';

/** A server-side client of the backend's provider. */
export function providerAdmin(backend: Backend): StreamChat {
  return new StreamChat('e2e-key', 'e2e-secret', { baseURL: backend.streamUrl, allowServerSideConnect: true });
}

/** Reads a channel's custom data as the server sees it. */
export async function channelData(admin: StreamChat, id: string): Promise<Record<string, unknown>> {
  const [channel] = await admin.queryChannels({ id }, {}, { limit: 1 });
  return (channel?.data ?? {}) as Record<string, unknown>;
}
