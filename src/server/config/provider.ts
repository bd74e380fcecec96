import type { ServiceEnv } from './configError';
import { httpUrl, required, text, whole } from './read';

/** The chat provider: where it lives, the app's credentials, and how the service keeps up with its events. */
export interface ProviderConfig {
  streamApiKey: string;
  streamApiSecret: string;
  /** Where the provider lives; also handed to the widget so its client talks to the same place. */
  streamBaseUrl: string;
  /** How long a worker holds a claimed webhook call before another instance may take it (seconds: handling one is quick). */
  webhookLeaseMs: number;
  /** Between two catch-up passes (the provider asked for messages no webhook brought). */
  catchUpIntervalMs: number;
}

const HOSTED_STREAM_URL = 'https://chat.stream-io-api.com';

/** Reads the provider settings; a bad one is a ConfigError naming it. */
export function parseProviderConfig(env: ServiceEnv): ProviderConfig {
  const baseUrl = text(env, 'STREAM_BASE_URL') ?? HOSTED_STREAM_URL;
  httpUrl('STREAM_BASE_URL', baseUrl);
  return {
    streamApiKey: required(env, 'STREAM_API_KEY'),
    streamApiSecret: required(env, 'STREAM_API_SECRET'),
    streamBaseUrl: baseUrl.replace(/\/+$/, ''),
    webhookLeaseMs: whole(env, 'BOUNTY_CHAT_WEBHOOK_LEASE_MS', 10_000, ' of milliseconds'),
    catchUpIntervalMs: whole(env, 'BOUNTY_CHAT_CATCH_UP_INTERVAL_MS', 60_000, ' of milliseconds'),
  };
}
