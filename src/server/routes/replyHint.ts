import { z } from 'zod';
import { USER_ID_PATTERN } from '../../contract/ids';
import type { ReplyHintAnswer } from '../../contract/responses';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import type { Route } from './route';

export const replyHintRequest = z.object({ userId: z.string().regex(USER_ID_PATTERN, 'must be a user id') });

/**
 * POST get-reply-hint `{ userId }`: the line a DM's header shows about the other side ("Usually replies within 2
 * hours"), from the service's own figures. Only the coarse line leaves the service, and none below 5
 * conversations; a user who is neither a poster nor in a DM with the caller is refused like an unknown one.
 */
export const getReplyHint: Route<'get-reply-hint'> = {
  name: 'get-reply-hint',
  method: 'POST',
  readsOnly: true,
  async handle({ caller, body }, { replyHints }): Promise<ReplyHintAnswer> {
    const { userId } = parseBody(replyHintRequest, body);
    if (!replyHints) return { hint: null };
    if (!(await replyHints.visibleTo(caller.sub, userId))) throw new ApiError('forbidden', 'you share no conversation with this user, who posts no bounty');
    return { hint: await replyHints.hintFor(userId) };
  },
};
