import type { ServiceEnv } from './configError';
import { parseBudgetConfig } from './budget';
import type { BudgetConfig } from './budget';
import { parseContactConfig } from './contact';
import { parseEventsConfig } from './events';
import type { EventsConfig } from './events';
import { parseEmailLookConfig } from './emailLook';
import type { EmailLookConfig } from './emailLook';
import { parseFirstContactConfig } from './firstContact';
import type { FirstContactConfig } from './firstContact';
import type { ContactConfig } from './contact';
import { parseAllowedOrigins } from './edge';
import { parseEmailConfig } from './email';
import type { EmailConfig } from './email';
import { parseHostConfig } from './host';
import type { HostConfig } from './host';
import { parseKeyConfig } from './keys';
import type { KeyConfig } from './keys';
import { parseNotifyConfig } from './notify';
import type { NotifyConfig } from './notify';
import { parseProviderConfig } from './provider';
import type { ProviderConfig } from './provider';
import { parseReplyConfig } from './reply';
import type { ReplyConfig } from './reply';
import { parseSecurityConfig } from './security';
import type { SecurityConfig } from './security';
import { parseStoreConfig } from './store';
import type { StoreConfig } from './store';

/**
 * Everything the product service needs to run, parsed and checked once at start-up. The flat fields come from
 * the provider, key, store, budget and e-mail modules; the nested ones each from a module of their own.
 */
export interface ServiceConfig extends ProviderConfig, KeyConfig, StoreConfig, BudgetConfig, EmailConfig {
  /** Origins allowed to call the service from a browser; `*` allows any. */
  allowedOrigins: string[];
  /** Trust settings and edge limits. */
  security: SecurityConfig;
  /** The service's public base URL (BOUNTY_CHAT_PUBLIC_URL, `notify.publicUrl`), for links in e-mail; null when not set. */
  publicUrl: string | null;
  /** The host back-end API's key and the unsubscribe links' settings. */
  host: HostConfig;
  /** The provider's webhook, e-mail quotas and how e-mails read. */
  notify: NotifyConfig;
  /** Replies by e-mail: the reply domain, the reply addresses' lifetime, the inbound SMTP listener. */
  reply: ReplyConfig;
  /** The contact-details policy (BOUNTY_CHAT_CONTACT_POLICY) and the host's own link domains. */
  contact: ContactConfig;
  /** Signed events to the host's back end: where, the signing secret, retries and retention. */
  events: EventsConfig;
  /** The e-mail's brand colour, settings link and default language of times. */
  emailLook: EmailLookConfig;
  /** The guard on first contact: default per bounty, same-text and per-day limits. */
  firstContact: FirstContactConfig;
}

/** Parses and validates the environment; throws a ConfigError naming the first bad setting. */
export function parseConfig(env: ServiceEnv): ServiceConfig {
  const { tokenKeyText, ...keys } = parseKeyConfig(env);
  const notify = parseNotifyConfig(env);
  const provider = parseProviderConfig(env);
  const store = parseStoreConfig(env);
  const host = parseHostConfig(env, keys.tokenKey, tokenKeyText);
  return {
    ...provider,
    ...keys,
    ...store,
    ...parseEmailConfig(env, store.dataDir),
    allowedOrigins: parseAllowedOrigins(env),
    ...parseBudgetConfig(env),
    security: parseSecurityConfig(env),
    notify,
    publicUrl: notify.publicUrl,
    host,
    // The signing secret must be a secret of its own: not the token key, not the host API key.
    events: parseEventsConfig(env, [tokenKeyText, host.hostApiKey]),
    reply: parseReplyConfig(env),
    contact: parseContactConfig(env),
    emailLook: parseEmailLookConfig(env),
    firstContact: parseFirstContactConfig(env),
  };
}
