import { REPORTS_PER_HOUR } from '../../contract/limits';
import type { BlockedAnswer } from '../../contract/responses';
import { blockUserRequest, reportRequest } from '../../contract/schemas';
import type { UserClaims } from '../auth/token';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { openReport, reportsSince } from '../safety/reports';
import { notMember } from './notMember';
import type { Route, RouteDeps } from './route';

const HOUR_MS = 3_600_000;

/** The safety deps, or a 404 where the service runs without them (a test's bare server). */
function safetyOf(deps: RouteDeps): NonNullable<RouteDeps['safety']> {
  if (!deps.safety) throw new ApiError('unknown_endpoint', 'blocking and reporting are not set up on this service');
  return deps.safety;
}

/** 400 for blocking oneself or the service's own user (it speaks for the board in every channel). */
function requireBlockable(caller: UserClaims, userId: string): void {
  if (userId === caller.sub) throw new ApiError('invalid_body', 'you cannot block yourself');
  if (userId === SERVICE_USER_ID) throw new ApiError('invalid_body', 'the board\'s own user cannot be blocked');
}

/** The caller's blocked people, with the names the directory holds. */
async function blockedList(caller: UserClaims, deps: RouteDeps): Promise<BlockedAnswer> {
  const ids = await safetyOf(deps).blocks.blockedBy(caller.sub);
  const people = await Promise.all(ids.map(async (id) => {
    const user = await deps.directory.find(id);
    return { id, name: user?.name ?? null, image: user?.image ?? null };
  }));
  return { blocked: people };
}

/** Blocks at the provider first, then records it: a provider failure leaves nothing in the store. */
async function block(caller: UserClaims, userId: string, deps: RouteDeps): Promise<void> {
  await deps.stream.blockUser(caller.sub, userId);
  await safetyOf(deps).blocks.add(caller.sub, userId, deps.clock.now());
}

/** GET blocked-users: the people the caller blocked. */
export const blockedUsers: Route<'blocked-users'> = {
  name: 'blocked-users',
  method: 'GET',
  readsOnly: true,
  handle: ({ caller }, deps) => blockedList(caller, deps),
};

/** POST block-user: the person can no longer write to the caller, and she no longer sees their DMs nor gets e-mail about them. */
export const blockUser: Route<'block-user'> = {
  name: 'block-user',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { userId } = parseBody(blockUserRequest, body);
    requireBlockable(caller, userId);
    safetyOf(deps);
    await block(caller, userId, deps);
    return blockedList(caller, deps);
  },
};

/** POST unblock-user: lifts the caller's block (the provider first, as for blocking). */
export const unblockUser: Route<'unblock-user'> = {
  name: 'unblock-user',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const { userId } = parseBody(blockUserRequest, body);
    const safety = safetyOf(deps);
    await deps.stream.unblockUser(caller.sub, userId);
    await safety.blocks.remove(caller.sub, userId);
    return blockedList(caller, deps);
  },
};

/**
 * POST report: a message the caller can see, or the other person of a DM she is in, flagged at the provider with
 * its reason and recorded for the board. 404 for a message or channel she cannot see (nothing leaks about it);
 * at most REPORTS_PER_HOUR an hour. A report never e-mails anyone: the board reads reports through its API.
 */
export const report: Route<'report'> = {
  name: 'report',
  method: 'POST',
  async handle({ caller, body }, deps) {
    const request = parseBody(reportRequest, body);
    const safety = safetyOf(deps);
    const channel = await deps.stream.findChannel(request.channelId, caller.sub);
    if (!channel) throw notMember();
    let reportedUserId: string;
    let messageText: string | undefined;
    if (request.messageId !== undefined) {
      const message = await deps.stream.getMessage(request.messageId);
      if (!message || message.deleted || message.channelId !== channel.channelId || message.userId === null) {
        throw new ApiError('not_found', 'no such message in a conversation of yours');
      }
      if (message.userId === caller.sub) throw new ApiError('invalid_body', 'you cannot report your own message');
      reportedUserId = message.userId;
      messageText = message.text;
    } else {
      reportedUserId = request.userId!;
      if (reportedUserId === caller.sub) throw new ApiError('invalid_body', 'you cannot report yourself');
      if (!channel.memberIds.includes(reportedUserId)) throw new ApiError('not_found', 'no such person in this conversation');
    }
    if (request.block === true) requireBlockable(caller, reportedUserId);
    if ((await reportsSince(safety.reports.db, caller.sub, deps.clock.now() - HOUR_MS)) >= REPORTS_PER_HOUR) {
      throw new ApiError('rate_limited', `you reached the limit of ${REPORTS_PER_HOUR} reports an hour`, { 'retry-after': '3600' });
    }
    // The provider's flag first: when it fails, nothing is recorded and the person can try again.
    if (request.messageId !== undefined) await deps.stream.flagMessage(caller.sub, request.messageId, request.reason);
    else await deps.stream.flagUser(caller.sub, reportedUserId, request.reason);
    const opened = await openReport(safety.reports, {
      reporterId: caller.sub,
      reportedUserId,
      ...(request.messageId !== undefined ? { messageId: request.messageId } : {}),
      ...(messageText !== undefined ? { messageText } : {}),
      channelId: channel.channelId,
      ...(channel.bountyId !== null ? { bountyId: channel.bountyId } : {}),
      reason: request.reason,
      ...(request.text !== undefined ? { text: request.text } : {}),
    });
    if (request.block === true) await block(caller, reportedUserId, deps);
    return { reportId: opened.id, blocked: request.block === true };
  },
};

/** The block and report routes. */
export const safetyRoutes: Route[] = [blockedUsers, blockUser, unblockUser, report];
