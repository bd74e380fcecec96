/** What a fake-stream instance is configured with; immutable once built. */
export type FakeStreamConfig = {
  readonly apiKey: string;
  readonly apiSecret: string;
  /** Words that bounce a message (case-insensitive, whole words). */
  readonly blocklist: readonly string[];
  /** Largest JSON body accepted, in bytes. */
  readonly maxJsonBytes: number;
  /** Largest upload accepted before the app's own size_limit applies, in bytes. */
  readonly maxUploadBytes: number;
};

/** Builds a config with defaults; throws TypeError on bad options at once. */
export function makeConfig(options: { key: string; secret: string; blocklist?: readonly string[] }): FakeStreamConfig {
  if (typeof options.key !== 'string' || options.key === '') throw new TypeError('fake-stream: "key" must be a non-empty string');
  if (typeof options.secret !== 'string' || options.secret === '') {
    throw new TypeError('fake-stream: "secret" must be a non-empty string');
  }
  return {
    apiKey: options.key,
    apiSecret: options.secret,
    blocklist: (options.blocklist ?? []).map((word) => word.trim().toLowerCase()).filter((word) => word !== ''),
    maxJsonBytes: 1024 * 1024,
    maxUploadBytes: 100 * 1024 * 1024,
  };
}
