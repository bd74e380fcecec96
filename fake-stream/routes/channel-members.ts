import type { ChannelMemberAPIResponse, PartialUpdateMemberAPIResponse } from 'stream-chat';
import { actingUserId } from '../auth.js';
import { isoNow } from '../clock.js';
import type { FakeStreamContext } from '../context.js';
import { StreamError } from '../errors.js';
import { Input, queryPayload } from '../http/input.js';
import type { Router, RouteRequest } from '../http/router.js';
import { requireChannel, requireMember, toCid } from '../model/access.js';
import { publishMemberChange } from '../model/membership.js';
import { matchesFilter, UnsupportedFilterError } from '../query/filter.js';
import { compareBy, parseSort } from '../query/sort.js';
import { toMemberResponse } from '../serializers/member.js';
import type { CustomData, MemberRecord } from '../store/records.js';

/** Member fields the provider manages; a partial update may not set them as custom data. */
const RESERVED_MEMBER_FIELDS = new Set([
  'user_id', 'user', 'cid', 'channel_role', 'role', 'is_moderator', 'created_at', 'updated_at', 'banned',
  'shadow_banned', 'archived_at', 'pinned_at', 'invited', 'notifications_muted',
]);

/** The largest page of members a query returns. */
const MAX_MEMBERS = 300;

/**
 * `PATCH /channels/{type}/{id}/member[/{user_id}]` (a member's own archive / pin / custom fields) and
 * `GET /members` (queryMembers with filters, sort and paging).
 */
export function registerChannelMemberRoutes(router: Router, ctx: FakeStreamContext): void {
  router.add('PATCH', '/channels/:type/:id/member', (request) => updateMemberPartial(ctx, request, request.query.get('user_id') ?? undefined));
  router.add('PATCH', '/channels/:type/:id/member/:userId', (request) => updateMemberPartial(ctx, request, request.params.userId));
  router.add('GET', '/members', (request) => queryMembers(ctx, request));
}

function updateMemberPartial(ctx: FakeStreamContext, request: RouteRequest, namedUserId: string | undefined): Omit<PartialUpdateMemberAPIResponse, 'duration'> {
  const call = 'UpdateMemberPartial';
  const input = new Input(call, request.body);
  // A user updates only their own membership; the server names whose.
  const userId = actingUserId(request.caller, namedUserId);
  if (userId === undefined) throw input.fail('user_id is required when using server-side auth');
  const channel = requireChannel(ctx, toCid(request.params.type ?? '', request.params.id ?? ''), call);
  requireMember(ctx, channel, userId, call);
  const member = ctx.store.member(channel.cid, userId);
  if (!member) throw new StreamError('notFound', `${call} failed with error: "user ${userId} is not a member of channel ${channel.cid}"`);
  const set = input.optionalObject('set') ?? {};
  const unset = input.optionalArray('unset') ?? [];
  if (!unset.every((key): key is string => typeof key === 'string')) throw input.fail('unset must be an array of field names');
  const now = isoNow(ctx.clock);
  const updated = applyMemberPatch(member, set, unset, now, request.caller.kind === 'server', input);
  ctx.store.members.set(updated);
  publishMemberChange(ctx, channel, 'member.updated', updated);
  return { channel_member: toMemberResponse(ctx, updated) } satisfies Omit<PartialUpdateMemberAPIResponse, 'duration'>;
}

/** `archived` / `pinned` become timestamps; `channel_role` only server-side; anything else is custom data. */
function applyMemberPatch(member: MemberRecord, set: CustomData, unset: readonly string[], now: string, viaServer: boolean, input: Input): MemberRecord {
  const { archived_at: _archived, pinned_at: _pinned, ...rest } = member;
  const flag = (key: 'archived' | 'pinned'): boolean | undefined => {
    if (unset.includes(key)) return false;
    const value = set[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') throw input.fail(`set.${key} must be a boolean`);
    return value;
  };
  const archived = flag('archived');
  const pinned = flag('pinned');
  const archivedAt = archived === undefined ? member.archived_at : archived ? (member.archived_at ?? now) : undefined;
  const pinnedAt = pinned === undefined ? member.pinned_at : pinned ? (member.pinned_at ?? now) : undefined;
  const custom: CustomData = { ...member.custom };
  for (const [key, value] of Object.entries(set)) if (key !== 'archived' && key !== 'pinned' && !RESERVED_MEMBER_FIELDS.has(key)) custom[key] = value;
  for (const key of unset) delete custom[key];
  const role = set.channel_role;
  if (role !== undefined && !viaServer) throw new StreamError('notAllowed', 'UpdateMemberPartial failed with error: "channel_role can only be changed server-side"');
  if (role !== undefined && role !== 'channel_member' && role !== 'channel_moderator' && role !== 'owner') throw input.fail('set.channel_role must be channel_member, channel_moderator or owner');
  return {
    ...rest,
    ...(role ? { channel_role: role } : {}),
    updated_at: now,
    ...(archivedAt ? { archived_at: archivedAt } : {}),
    ...(pinnedAt ? { pinned_at: pinnedAt } : {}),
    custom,
  };
}

function queryMembers(ctx: FakeStreamContext, request: RouteRequest): Omit<ChannelMemberAPIResponse, 'duration'> {
  const call = 'QueryMembers';
  const input = queryPayload(request, call);
  const type = input.string('type');
  const id = input.optionalString('id');
  if (id === undefined) throw input.fail('field "id" is required (query the channel by id)');
  const viewerId = actingUserId(request.caller, request.caller.kind === 'server' ? input.optionalString('user_id') : undefined);
  const channel = requireChannel(ctx, toCid(type, id), call);
  requireMember(ctx, channel, viewerId, call);
  const filter = input.optionalObject('filter_conditions') ?? {};
  const sort = parseSort(input.raw('sort'));
  const limit = Math.min(Math.max(input.optionalNumber('limit') ?? 100, 0), MAX_MEMBERS);
  const offset = Math.max(input.optionalNumber('offset') ?? 0, 0);
  const read = (member: MemberRecord, field: string) => memberField(ctx, member, field);
  let members: MemberRecord[];
  try {
    members = ctx.store.membersOf(channel.cid).filter((member) => matchesFilter(filter, (field) => read(member, field)));
  } catch (error) {
    if (error instanceof UnsupportedFilterError) throw input.fail(error.message);
    throw error;
  }
  members.sort(compareBy<MemberRecord>([...sort, { field: 'created_at', direction: 1 }, { field: 'user_id', direction: 1 }], read));
  return { members: members.slice(offset, offset + limit).map((member) => toMemberResponse(ctx, member)) } satisfies Omit<ChannelMemberAPIResponse, 'duration'>;
}

/** The value a member filter or sort sees: membership fields, then the user's (name, role, online …). */
function memberField(ctx: FakeStreamContext, member: MemberRecord, field: string): unknown {
  const user = ctx.store.users.get(member.user_id);
  switch (field) {
    case 'id':
    case 'user_id': return member.user_id;
    case 'channel_role': return member.channel_role;
    case 'is_moderator': return member.channel_role !== 'channel_member';
    case 'created_at': return member.created_at;
    case 'updated_at': return member.updated_at;
    case 'banned': return false;
    case 'joined': return true;
    case 'invite': return 'member';
    case 'archived': return member.archived_at !== undefined;
    case 'pinned': return member.pinned_at !== undefined;
    case 'role': return user?.role;
    case 'online': return ctx.watchers.isOnline(member.user_id);
    case 'last_active': return user?.last_active;
    case 'name': return user?.custom.name;
    default: {
      const key = field.startsWith('user.') ? field.slice('user.'.length) : field;
      return member.custom[field] ?? user?.custom[key];
    }
  }
}
