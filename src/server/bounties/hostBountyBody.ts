import { z } from 'zod';
import { USER_ID_PATTERN } from '../../contract/ids';
import { SERVICE_USER_ID } from '../provider/serviceUser';
import { nameClaim } from '../auth/claimRules';

/** Longest reward string the host may send: a display string such as "$400" or "€1,200 + equity". */
export const REWARD_MAX_CHARS = 40;
/** Longest bounty page URL. */
export const BOUNTY_URL_MAX_CHARS = 2048;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const userId = z.string().regex(USER_ID_PATTERN, 'must be a user id (letters, digits, @, _, -; at most 64)')
  .refine((value) => value !== SERVICE_USER_ID, `must not be ${SERVICE_USER_ID}, which the service reserves`);

/** A reward as the host displays it: 1–40 characters, not blank, no control characters. */
export const rewardRule = z.string().max(REWARD_MAX_CHARS, `must be at most ${REWARD_MAX_CHARS} characters`)
  .refine((value) => value.trim() !== '', 'must not be blank')
  .refine((value) => !CONTROL.test(value), 'must not contain control characters');

/** Whether `value` is an absolute http: or https: URL (the only links the card opens). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The host API's bounty body: `title` and `ownerId` are needed only to create a bounty the service does not
 * know; `url`, `reward`, `contactPolicy` and `firstContactGuard` left out keep what is recorded, `null` clears them.
 * `awardedTo` names the winner with `awarded`; with `open` or `closed` it is left out (the award stays: a closed
 * bounty keeps its winner, a reopened one is awarded again) or null (the award is cleared).
 */
export const hostBountyBody = z.object({
  title: nameClaim.optional(),
  ownerId: userId.optional(),
  url: z.string().max(BOUNTY_URL_MAX_CHARS, `must be at most ${BOUNTY_URL_MAX_CHARS} characters`).refine(isHttpUrl, 'must be an http: or https: URL').nullable().optional(),
  reward: rewardRule.nullable().optional(),
  status: z.enum(['open', 'closed', 'awarded']),
  // Left out, a close or a reopen keeps the recorded winner; null clears the award.
  awardedTo: userId.nullable().optional(),
  contactPolicy: z.enum(['allow', 'mask-until-awarded', 'mask']).nullable().optional(),
  firstContactGuard: z.enum(['on', 'off']).nullable().optional(),
}).strict()
  .refine((body) => body.status !== 'awarded' || (body.awardedTo !== undefined && body.awardedTo !== null), { message: 'is required when status is awarded', path: ['awardedTo'] })
  .refine((body) => body.status === 'awarded' || typeof body.awardedTo !== 'string', { message: 'may name a winner only with status awarded (null clears the award)', path: ['awardedTo'] });

/** A parsed bounty body. */
export type HostBountyBody = z.infer<typeof hostBountyBody>;
