// A host's token service in Node: the package's helpers mint the user token and the bounty ticket.
import { env } from 'node:process';
import { createBountyTicket, createUserToken } from 'bounty-chat/server';

const key = env.BOUNTY_CHAT_TOKEN_KEY; // base64 of 32 bytes, the same as the product service's
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** GET /chat-token (an Express-style handler behind your login): the signed-in user's `{ token, iv }`. */
export function chatToken(req, res) {
  const { id, name, email, role, avatarUrl } = req.user;
  res.set('cache-control', 'no-store');
  res.json(createUserToken({ sub: id, name, email, ...(avatarUrl ? { image: avatarUrl } : {}), role, exp: inAnHour() }, key));
}

/** The ticket a bounty page passes to openBounty: your database's title and poster, sealed. */
export function bountyTicket(bounty) {
  return createBountyTicket({ bountyId: bounty.id, name: bounty.title, ownerId: bounty.posterId, exp: inAnHour() }, key);
}
