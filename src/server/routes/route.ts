import type { UserClaims } from '../auth/token';
import type { Clock } from '../clock';
import type { ServiceConfig } from '../config';
import type { EmailRequest, EnqueueResult } from '../email/emailRequest';
import type { EndpointName } from '../http/errors';
import type { JsonObject } from '../http/readJsonBody';
import type { ChatProvider } from '../provider/chatProvider';
import type { DirectoryUser } from '../store/userDirectory';

/** An e-mail request as the routes make it (the queue's own request type, tied to the provider's message). */
export type QueuedEmail = EmailRequest;
export type { EnqueueResult };

/** What every route handler can use. Store calls are awaited, whatever store implements them. */
export interface RouteDeps {
  config: ServiceConfig;
  stream: ChatProvider;
  directory: {
    get(id: string): Promise<DirectoryUser | null>;
    upsert(user: DirectoryUser): Promise<void>;
  };
  /** Bounty tickets: the newest `iat` accepted per bounty (refuses an older one). */
  tickets: { accept(bountyId: string, iat: number): Promise<boolean> };
  emails: { enqueue(request: QueuedEmail): Promise<EnqueueResult> };
  clock: Clock;
  /** Operator log: refusals that point at tampering go here. */
  log(line: string): void;
  /** Makes sure the caller exists in the provider before a channel names them as a member. */
  ensureProviderUser(claims: UserClaims): Promise<void>;
}

/** One endpoint under /api/stream-chat/. */
export interface Route {
  name: EndpointName;
  method: 'GET' | 'POST';
  /** Answers the request; throws ApiError or ProviderError to fail. */
  handle(request: { caller: UserClaims; body: JsonObject }, deps: RouteDeps): Promise<unknown>;
}
