/**
 * Puts cleanUsersIn between the provider and the SDK's state: every REST answer (axios) and every socket event
 * (dispatchEvent) has its users' names and images cleaned before the client stores or renders them.
 */
import type { Event, StreamChat } from 'stream-chat';
import { cleanUsersIn } from '../../chat/trustedUsers.js';

/** Installs the cleaning on `client`; `origins` are where images may come from besides https: (the provider's). */
export function trustProviderUsers(client: StreamChat, origins: readonly string[]): void {
  client.axiosInstance.interceptors.response.use((response) => {
    cleanUsersIn(response.data, origins);
    return response;
  });
  const dispatch = client.dispatchEvent;
  client.dispatchEvent = (event: Event) => {
    cleanUsersIn(event, origins);
    dispatch(event);
  };
}

/** The origin of a URL, or none when it does not parse. */
export function originsOf(...urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}
