/** Argument checks for the commands: a wrong argument throws a TypeError that names it. */
import type { DirectMessageTarget, InitOptions } from './types.js';

/** The event names `on()` accepts. */
export const EVENT_NAMES = ['ready', 'open', 'close', 'unread', 'message', 'error'] as const;

/** Throws a TypeError naming `name` unless `ok`. */
export function check(ok: boolean, name: string, expected: string): void {
  if (!ok) throw new TypeError(`BountyChat: ${name} must be ${expected}`);
}

const isString = (value: unknown): value is string => typeof value == 'string' && value != '';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value == 'object';
const optional = (value: unknown, test: (v: unknown) => boolean): boolean => value === undefined || test(value);

/** Checks init's options (the tag's `data-api-host` stands in for a missing apiHost). */
export function checkInitOptions(options: unknown, fallbackApiHost: string | null): asserts options is InitOptions {
  check(isObject(options), 'options', 'an object');
  const o = options as Record<string, unknown>;
  check(typeof o.tokenProvider == 'function', 'options.tokenProvider', 'a function');
  check(isString(o.apiHost) || (o.apiHost === undefined && !!fallbackApiHost), 'options.apiHost', 'a URL (or data-api-host)');
  check(optional(o.bountyId, isString), 'options.bountyId', 'a string');
  check(optional(o.container, (v) => v instanceof Element), 'options.container', 'an Element');
  check(optional(o.launcher, (v) => typeof v == 'boolean'), 'options.launcher', 'a boolean');
  check(optional(o.locale, isString), 'options.locale', 'a string');
  check(optional(o.theme, isObject), 'options.theme', 'an object');
  const theme = (o.theme ?? {}) as Record<string, unknown>;
  check(optional(theme.colorScheme, (v) => v == 'light' || v == 'dark' || v == 'auto'), 'options.theme.colorScheme', "'light', 'dark' or 'auto'");
  check(optional(theme.primaryColor, isString), 'options.theme.primaryColor', 'a string');
  check(optional(theme.zIndex, Number.isInteger), 'options.theme.zIndex', 'an integer');
}

/** Checks openBounty's arguments: the ticket, when given, is the `{ token, iv }` the host's back end sealed. */
export function checkBounty(bountyId: unknown, details: unknown): void {
  check(isString(bountyId), 'bountyId', 'a string');
  check(optional(details, isObject), 'details', 'an object');
  const ticket = (details as Record<string, unknown> | undefined)?.ticket;
  check(optional(ticket, (t) => isObject(t) && isString(t.token) && isString(t.iv)), 'details.ticket', '{ token, iv } strings');
}

/** Checks openDM's argument. */
export function checkDirectMessage(target: unknown): asserts target is DirectMessageTarget {
  check(isObject(target), 'target', 'an object');
  for (const key of ['userId', 'bountyId', 'candidateId'] as const) {
    check(isString((target as Record<string, unknown>)[key]), `target.${key}`, 'a string');
  }
}

/** Checks on()'s arguments. */
export function checkSubscription(event: unknown, handler: unknown): void {
  check((EVENT_NAMES as readonly unknown[]).includes(event), 'event', EVENT_NAMES.join(', '));
  check(typeof handler == 'function', 'handler', 'a function');
}
