import { Counter } from 'prom-client';
import type { Clock } from '../clock';
import type { ServiceConfig } from '../config/serviceConfig';
import { digestIdSecret } from '../email/digestMessageId';
import type { EmailDigest } from '../email/emailRequest';
import type { EmailTransport } from '../email/emailTransport';
import type { RateLimiter } from '../http/rateLimiter';
import type { Logger } from '../ops/logger';
import type { ServiceMetrics } from '../ops/metrics';
import { contactPolicyOf, createAwardedPairCheck, maskFileName } from '../bounties/contactRule';
import { createReplyProvider } from '../provider/replyCalls';
import { createBountyStore } from '../store/bountyFacts';
import { createDmRegistry } from '../store/dmRegistry';
import type { SqlDatabase } from '../store/sqlDatabase';
import type { UserDirectory } from '../store/userDirectory';
import { recordQuietly } from '../events/eventRecorder';
import type { EventRecorder } from '../events/eventRecorder';
import { createSenderAnswers } from './answerSender';
import type { DroppedReason, InboundMessage, InboundOutcome } from './inboundMail';
import type { InboundSmtp } from './inboundSmtp';
import { replyAddressing } from './replyLinks';
import type { ReplyAddressing } from './replyLinks';
import { createReplyStore } from './replyStore';

/** Replies by e-mail, wired: the handler, the reply addressing of outgoing mail, the listener, housekeeping. */
export interface InboundService {
  /** The one handler; null when BOUNTY_CHAT_REPLY_DOMAIN is not set. */
  handle: ((message: InboundMessage) => Promise<InboundOutcome>) | null;
  /** Reply-To and reply links for a digest; null when replies are off. */
  addressing(digest: EmailDigest): Promise<ReplyAddressing | null>;
  /** Starts the SMTP listener when BOUNTY_CHAT_INBOUND_SMTP_PORT is set; null otherwise. */
  listen(): Promise<InboundSmtp | null>;
  purge(): Promise<void>;
}

/**
 * Builds replies by e-mail from the service's parts. The mail parser and the SMTP listener are imported only when
 * replies are on (and the listener only when its port is set): a service without them does not carry their
 * packages in its heap, where they would make every young collection of the hot path dearer.
 */
export async function createInboundService(parts: {
  config: ServiceConfig;
  db: SqlDatabase;
  directory: Pick<UserDirectory, 'find'>;
  transport: EmailTransport;
  limiter: Pick<RateLimiter, 'take'>;
  metrics: ServiceMetrics;
  clock: Clock;
  log: Logger;
  /** The host's events (reply.refused, email.bounced); absent records none. */
  events?: EventRecorder | null;
}): Promise<InboundService> {
  const { config, clock, log } = parts;
  const { domain } = config.reply;
  const replies = createReplyStore(parts.db, clock, config.reply.ttlMs);
  const awardedPair = createAwardedPairCheck(createBountyStore(parts.db, clock), createDmRegistry(parts.db, clock));
  const bounces = new Counter({
    name: 'bountychat_email_bounces_total',
    help: 'Delivery reports that marked a recipient address as bouncing',
    registers: [parts.metrics.registry],
  });
  const dropped = new Counter({
    name: 'bountychat_inbound_dropped_total',
    help: 'Inbound replies dropped without an answer (unknown or erased reply address, another sender, no aligned DKIM/SPF pass)',
    labelNames: ['reason'],
    registers: [parts.metrics.registry],
  });
  const deps =
    domain === null
      ? null
      : {
          domain,
          replies,
          directory: parts.directory,
          provider: createReplyProvider({ apiKey: config.streamApiKey, apiSecret: config.streamApiSecret, baseUrl: config.streamBaseUrl }),
          limiter: parts.limiter,
          clock,
          log,
          answer: createSenderAnswers({ transport: parts.transport, from: config.emailFrom, replies, log }),
          countBounce: () => bounces.inc(),
          countDropped: (reason: DroppedReason) => dropped.inc({ reason }),
          requireAuthFrom: config.reply.requireAuth ? config.reply.authservId : null,
          digestSecrets: [config.tokenKey, config.tokenKeyPrevious].filter((key): key is Buffer => key !== null).map(digestIdSecret),
          attachmentName: async (name: string, channelId: string, channel: Record<string, unknown>) =>
            maskFileName(name, await contactPolicyOf(channel, channelId, config.contact.policy, awardedPair), config.contact),
          onRefused: (userId: string, channelId: string, reason: string) => recordQuietly(parts.events, log, 'reply.refused', { userId, channelId, reason }),
          onBounced: async (address: string) => {
            const users = await parts.db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = ?', [address.toLowerCase()]).catch(() => []);
            for (const { id } of users) await recordQuietly(parts.events, log, 'email.bounced', { userId: id });
          },
        };
  let handle: InboundService['handle'] = null;
  if (deps !== null) {
    const { handleInboundMessage } = await import('./inboundMail');
    handle = (message) => handleInboundMessage(message, deps);
  }
  return {
    handle,
    addressing: (digest) => (domain === null ? Promise.resolve(null) : replyAddressing(digest, domain, (recipient, channel) => replies.handleFor(recipient, channel))),
    async listen() {
      if (handle === null || config.reply.smtpPort === null || domain === null) return null;
      const { startInboundSmtp } = await import('./inboundSmtp');
      const { smtpPort: port, smtpHost: host, maxBytes, smtpIdleMs: idleMs, smtpMessageMs: messageMs, smtpPerAddress: perAddress } = config.reply;
      return startInboundSmtp({ port, host, domain, maxBytes, idleMs, messageMs, perAddress, log, handle });
    },
    purge: () => replies.purge(),
  };
}
