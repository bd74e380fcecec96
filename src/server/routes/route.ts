import type { UserClaims } from '../auth/token';
import type { Clock } from '../clock';
import type { ServiceConfig } from '../config';
import type { EmailQueue } from '../email/emailQueue';
import type { EndpointName } from '../http/errors';
import type { JsonObject } from '../http/readJsonBody';
import type { ChatProvider } from '../provider/chatProvider';
import type { UserDirectory } from '../store/userDirectory';

/** What every route handler can use. */
export interface RouteDeps {
  config: ServiceConfig;
  stream: ChatProvider;
  directory: UserDirectory;
  emails: { enqueue: EmailQueue['enqueue'] };
  clock: Clock;
  /** Makes sure the caller exists in the provider before a channel names them as a member. */
  ensureProviderUser(claims: UserClaims): Promise<void>;
}

/** One endpoint under /api/stream-chat/. */
export interface Route {
  name: EndpointName;
  method: 'GET' | 'POST';
  /** Answers the request; throws ServiceError or ProviderError to fail. */
  handle(request: { caller: UserClaims; body: JsonObject }, deps: RouteDeps): Promise<unknown>;
}
