import type { CreateChannelResponse, GetChannelTypeResponse, ListChannelTypesAPIResponse } from 'stream-chat';
import { BUILT_IN_CHANNEL_TYPES, channelTypeConfig, channelTypeExists, typeFeatures } from '../channel-config.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { Router, RouteRequest } from '../http/router.js';
import { readTypeFeatures } from '../model/channel-features.js';
import type { Grants } from '../model/grant-table.js';

/**
 * `POST /channeltypes` (create), `GET /channeltypes` (list), `GET /channeltypes/{type}` and
 * `PUT /channeltypes/{type}` (server only): a
 * channel type's config with its permission `grants`, which an operator sets with the server SDK
 * (createChannelType, getChannelType, updateChannelType). The features (read_events, uploads …) reach every
 * channel of the type: its `config` and its members' capabilities. As on the provider, a change announces no
 * event; clients see it when they next query the channel or receive one of its channel.updated events.
 */
export function registerChannelTypeRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('POST', '/channeltypes', (request) => {
    const call = 'CreateChannelType';
    requireServer(request, call);
    const input = new Input(call, request.body);
    const name = input.optionalString('name');
    if (!name || !/^[\w-]+$/.test(name)) throw input.fail('name must be letters, digits, "_" or "-"');
    if (channelTypeExists(ctx, name)) throw new StreamError('inputInvalid', `${call} failed with error: "channel type ${name} already exists"`);
    const now = isoNow(ctx.clock);
    ctx.store.tables.channelTypes.set({ name, created_at: now, updated_at: now, features: readTypeFeatures(request.body, call) });
    updateGrants(ctx, name, input);
    const { commands, ...config } = channelTypeConfig(name, typeFeatures(ctx, name));
    return {
      ...config,
      created_at: now,
      updated_at: now,
      commands: commands.flatMap((command) => (command.name ? [command.name] : [])),
      permissions: [],
      grants: ctx.grants.get(name),
    } satisfies Omit<CreateChannelResponse, 'duration'>;
  });
  router.add('GET', '/channeltypes', (request) => {
    requireServer(request, 'ListChannelTypes');
    const names = [...BUILT_IN_CHANNEL_TYPES, ...[...ctx.store.tables.channelTypes.values()].map((type) => type.name).filter((name) => !BUILT_IN_CHANNEL_TYPES.includes(name))];
    const channel_types = Object.fromEntries(names.map((name) => [name, channelType(ctx, name)]));
    return { channel_types } as unknown as Omit<ListChannelTypesAPIResponse, 'duration'>;
  });
  router.add('GET', '/channeltypes/:type', (request) => {
    const type = requireType(ctx, request, 'GetChannelType');
    return channelType(ctx, type);
  });
  router.add('PUT', '/channeltypes/:type', (request) => {
    const call = 'UpdateChannelType';
    const type = requireType(ctx, request, call);
    const input = new Input(call, request.body);
    const features = readTypeFeatures(request.body, call);
    if (Object.keys(features).length > 0) {
      const now = isoNow(ctx.clock);
      const stored = ctx.store.tables.channelTypes.get(type);
      ctx.store.tables.channelTypes.set({
        name: type,
        created_at: stored?.created_at ?? now,
        updated_at: now,
        features: { ...typeFeatures(ctx, type), ...features },
      });
    }
    updateGrants(ctx, type, input);
    return channelType(ctx, type);
  });
}

/** The type named in the path, for server-side calls; a type that does not exist is a code-16 404. */
function requireType(ctx: FakeStreamContext, request: RouteRequest, call: string): string {
  requireServer(request, call);
  const type = request.params.type ?? '';
  if (!channelTypeExists(ctx, type)) throw new StreamError('notFound', `${call} failed with error: "channel type ${type} does not exist"`);
  return type;
}

function requireServer(request: RouteRequest, call: string): void {
  if (request.caller.kind !== 'server') throw new StreamError('notAllowed', `${call} failed with error: "only server-side auth can read or change channel types"`);
}

function updateGrants(ctx: FakeStreamContext, type: string, input: Input): void {
  const grants = input.optionalObject('grants');
  if (grants !== undefined) ctx.grants.update(type, readGrants(grants, input));
}

function readGrants(raw: Record<string, unknown>, input: Input): Grants {
  const grants: Grants = {};
  for (const [role, list] of Object.entries(raw)) {
    if (!Array.isArray(list) || !list.every((entry): entry is string => typeof entry === 'string')) throw input.fail(`grants.${role} must be an array of permission names`);
    grants[role] = list;
  }
  return grants;
}

/** The type as getChannelType answers it: its config, commands in full, and grants. */
function channelType(ctx: FakeStreamContext, type: string): Omit<GetChannelTypeResponse, 'duration'> {
  const stored = ctx.store.tables.channelTypes.get(type);
  const { commands, ...config } = channelTypeConfig(type, typeFeatures(ctx, type));
  return {
    ...config,
    name: type,
    ...(stored ? { created_at: stored.created_at, updated_at: stored.updated_at } : {}),
    commands: (commands ?? []).map(({ name = '', description = '', args = '', set = '' }) => ({ name, description, args, set })),
    permissions: [],
    automod: 'disabled',
    automod_behavior: 'flag',
    grants: ctx.grants.get(type),
  } satisfies Omit<GetChannelTypeResponse, 'duration'>;
}
