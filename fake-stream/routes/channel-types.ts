import type { GetChannelTypeResponse } from 'stream-chat';
import { channelTypeConfig } from '../channel-config.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input } from '../http/input.js';
import type { JsonObject, Router, RouteRequest } from '../http/router.js';
import type { Grants } from '../model/grants.js';

/**
 * `GET /channeltypes/{type}` and `PUT /channeltypes/{type}` (server only): a channel type's config with
 * its permission `grants`, which an operator reads and sets with the server SDK (getChannelType,
 * updateChannelType). Only `grants` can be changed here.
 */
export function registerChannelTypeRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('GET', '/channeltypes/:type', (request) => {
    requireServer(request, 'GetChannelType');
    return channelType(ctx, request.params.type ?? '');
  });
  router.add('PUT', '/channeltypes/:type', (request) => {
    requireServer(request, 'UpdateChannelType');
    const input = new Input('UpdateChannelType', request.body);
    const grants = input.optionalObject('grants');
    if (grants !== undefined) ctx.grants.update(request.params.type ?? '', readGrants(grants, input));
    return channelType(ctx, request.params.type ?? '');
  });
}

function requireServer(request: RouteRequest, call: string): void {
  if (request.caller.kind !== 'server') throw new StreamError('notAllowed', `${call} failed with error: "only server-side auth can read or change channel types"`);
}

function readGrants(raw: Record<string, unknown>, input: Input): Grants {
  const grants: Grants = {};
  for (const [role, list] of Object.entries(raw)) {
    if (!Array.isArray(list) || !list.every((entry): entry is string => typeof entry === 'string')) throw input.fail(`grants.${role} must be an array of permission names`);
    grants[role] = list;
  }
  return grants;
}

function channelType(ctx: FakeStreamContext, type: string): JsonObject {
  const { commands: _commands, ...config } = channelTypeConfig(type);
  const grants: GetChannelTypeResponse['grants'] = ctx.grants.get(type);
  return { ...config, commands: [], permissions: [], automod: 'disabled', automod_behavior: 'flag', grants };
}
