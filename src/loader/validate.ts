/** Argument checks for the commands: a wrong argument throws a TypeError that names it. */
import type { DirectMessageTarget, InitOptions } from './types.js';

/** Offsets (`offset.x`, `offset.y`) in px from the window's edges: 0 to this. */
export const MAX_OFFSET = 200;
/** The docked panel's width bounds in px: [min, max] (docs/api.md gives them). */
export const PANEL_WIDTH = [320, 640] as const;
/** The docked panel's height bounds in px: [min, max]. */
export const PANEL_HEIGHT = [400, 900] as const;

/** True for a CSS font-family list that cannot leave its declaration: no `;{}<>\`, quotes balanced, ≤ 200 characters. */
export function isFontFamily(value: unknown): value is string {
  return typeof value == 'string' && /^[^;{}<>\\]{1,200}$/.test(value) && /\S/.test(value)
    && value.split('"').length % 2 + value.split("'").length % 2 == 2;
}

/** The event names `on()` accepts. */
export const EVENT_NAMES = ['ready', 'open', 'close', 'unread', 'message', 'error'] as const;

/** Throws a TypeError naming `name` unless `ok`. */
export function check(ok: boolean, name: string, expected: string): void {
  if (!ok) throw new TypeError(`BountyChat: ${name} must be ${expected}`);
}

const isString = (value: unknown): value is string => typeof value == 'string' && value != '';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value == 'object';
const optional = (value: unknown, test: (v: unknown) => boolean): boolean => value === undefined || test(value);

/** Checks an optional option that must be one of `values`. */
function checkOneOf(value: unknown, name: string, values: string[]): void {
  check(optional(value, (v) => values.includes(v as string)), name, `one of '${values.join("', '")}'`);
}

/** Checks an optional object option and its optional number fields, each within [min, max] px. */
function checkBox(value: unknown, name: string, fields: Record<string, readonly [number, number]>): void {
  check(optional(value, isObject), name, 'an object');
  for (const [key, [min, max]] of Object.entries(fields)) {
    const field = (value as Record<string, unknown> | undefined)?.[key];
    check(optional(field, (v) => typeof v == 'number' && v >= min && v <= max), `${name}.${key}`, `a number from ${min} to ${max}`);
  }
}

/** Checks init's options (the tag's `data-api-host` stands in for a missing apiHost). */
export function checkInitOptions(options: unknown, fallbackApiHost: string | null): asserts options is InitOptions {
  check(isObject(options), 'options', 'an object');
  const o = options as Record<string, unknown>;
  check(typeof o.tokenProvider == 'function', 'options.tokenProvider', 'a function');
  check(isString(o.apiHost) || (o.apiHost === undefined && !!fallbackApiHost), 'options.apiHost', 'a URL (or data-api-host)');
  check(optional(o.bountyId, isString), 'options.bountyId', 'a string');
  check(optional(o.container, (v) => v instanceof Element), 'options.container', 'an Element');
  check(optional(o.launcher, (v) => typeof v == 'boolean'), 'options.launcher', 'a boolean');
  check(optional(o.phoneBack, (v) => typeof v == 'boolean'), 'options.phoneBack', 'a boolean');
  check(optional(o.locale, isString), 'options.locale', 'a string');
  check(optional(o.theme, isObject), 'options.theme', 'an object');
  const theme = (o.theme ?? {}) as Record<string, unknown>;
  checkOneOf(theme.colorScheme, 'options.theme.colorScheme', ['light', 'dark', 'auto']);
  check(optional(theme.primaryColor, isString), 'options.theme.primaryColor', 'a string');
  check(optional(theme.zIndex, Number.isInteger), 'options.theme.zIndex', 'an integer');
  check(optional(theme.fontFamily, isFontFamily), 'options.theme.fontFamily', 'a CSS font-family list');
  checkOneOf(o.position, 'options.position', ['right', 'left']);
  checkOneOf(o.dir, 'options.dir', ['ltr', 'rtl', 'auto']);
  const offset = [0, MAX_OFFSET] as const;
  checkBox(o.offset, 'options.offset', { x: offset, y: offset });
  checkBox(o.panel, 'options.panel', { width: PANEL_WIDTH, height: PANEL_HEIGHT });
  check(optional(o.texts, (v) => isObject(v) && Object.values(v).every((t) => typeof t == 'string')), 'options.texts', 'an object of strings');
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
