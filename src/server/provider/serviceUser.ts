/**
 * The provider user that creates every BountyChat channel (server-side, `created_by_id`). Nobody signs in as it:
 * the service refuses host tokens naming it. Because it is the creator, no member of a channel holds the
 * provider's `-owner` grants there; the product's owner (a bounty's poster, a DM's opener) is the custom
 * `owner_id`, which only the service sets.
 */
export const SERVICE_USER_ID = 'bountychat-service';
