import { createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** What a fake-stream instance is configured with; immutable once built. */
export type FakeStreamConfig = {
  readonly apiKey: string;
  readonly apiSecret: string;
  /** The secret as a key object, made once: jsonwebtoken would otherwise rebuild it (after a failed public-key parse) on every request. */
  readonly apiSecretKey: KeyObject;
  /** Words that bounce a message (case-insensitive, whole words). */
  readonly blocklist: readonly string[];
  /** Words that block a message outright (moderation action "remove"; case-insensitive, whole words). */
  readonly blockWords: readonly string[];
  /** Hosts whose pages may be fetched to enrich links, besides loopback (lower-case hostnames). */
  readonly enrichHosts: readonly string[];
  /** Largest JSON body accepted, in bytes. */
  readonly maxJsonBytes: number;
  /** Largest upload accepted before the app's own size_limit applies, in bytes. */
  readonly maxUploadBytes: number;
};

/** Builds a config with defaults; throws TypeError on bad options at once. */
export function makeConfig(options: { key: string; secret: string; blocklist?: readonly string[]; blockWords?: readonly string[]; enrichHosts?: readonly string[] }): FakeStreamConfig {
  if (typeof options.key !== 'string' || options.key === '') throw new TypeError('fake-stream: "key" must be a non-empty string');
  if (typeof options.secret !== 'string' || options.secret === '') {
    throw new TypeError('fake-stream: "secret" must be a non-empty string');
  }
  return {
    apiKey: options.key,
    apiSecret: options.secret,
    apiSecretKey: createSecretKey(Buffer.from(options.secret)),
    blocklist: (options.blocklist ?? []).map((word) => word.trim().toLowerCase()).filter((word) => word !== ''),
    blockWords: (options.blockWords ?? []).map((word) => word.trim().toLowerCase()).filter((word) => word !== ''),
    enrichHosts: (options.enrichHosts ?? []).map((host) => host.trim().toLowerCase()).filter((host) => host !== ''),
    maxJsonBytes: 1024 * 1024,
    maxUploadBytes: 100 * 1024 * 1024,
  };
}
