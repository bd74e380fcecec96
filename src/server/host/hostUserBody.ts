import { hostUserRequest } from '../../contract/schemas';
import { emailClaim, imageClaim, nameClaim, roleClaim } from '../auth/claimRules';
import { localeField, timeZoneField } from '../email/timeStyleFields';

/**
 * The host API's user body: the contract's shape, each field checked with the rule its claim has in a user
 * token, so a user put by the host is one a token could have named; `timeZone` (IANA) and `locale` (BCP 47)
 * say how her e-mail states times.
 */
export const hostUserBody = hostUserRequest.extend({
  name: nameClaim,
  email: emailClaim,
  image: imageClaim.optional(),
  role: roleClaim,
  timeZone: timeZoneField.optional(),
  locale: localeField.optional(),
});
