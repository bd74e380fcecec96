import { ConfigError } from './configError';
import type { ServiceEnv } from './configError';

/**
 * The readers every settings module shares. Every variable the service reads is named by a string literal in a
 * call that also passes the environment (`text(env, 'BOUNTY_CHAT_X')`): test/unit/server/configDocs.test.ts
 * finds them that way and checks each against docs/configuration.md.
 */

/** The trimmed value, or null when unset or blank. */
export function text(env: ServiceEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** The trimmed value; a ConfigError when unset or blank. */
export function required(env: ServiceEnv, name: string): string {
  const value = text(env, name);
  if (value === null) throw new ConfigError(name, 'is not set');
  return value;
}

/** A positive whole number (`unit` names what it counts in the error, e.g. " of milliseconds"), or `fallback` when unset. */
export function whole<F extends number | null>(env: ServiceEnv, name: string, fallback: F, unit = ''): number | F {
  const value = text(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError(name, `must be a positive whole number${unit}, got ${value}`);
  return Number(value);
}

/** A `1`/`0` switch, or `fallback` when unset. */
export function flag(env: ServiceEnv, name: string, fallback = false): boolean {
  const value = text(env, name);
  if (value === null) return fallback;
  if (value !== '0' && value !== '1') throw new ConfigError(name, `must be 1 or 0, got ${value}`);
  return value === '1';
}

/** `value` parsed as an http(s) URL; a ConfigError naming `name` otherwise. */
export function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, 'must be an http(s) URL');
  return url;
}

/** `value` unchanged when it is a URL with one of `protocols` (e.g. `smtp:`), else a ConfigError naming `name`. */
export function urlSetting(name: string, value: string | null, protocols: readonly string[]): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}

/** A comma-separated list, entries trimmed, empty ones dropped. */
export function list(env: ServiceEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
