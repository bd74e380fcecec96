// The product service's public surface, for operators embedding it and for the demo.
export { buildServer } from './app';
export type { ServerParts } from './app';
export { startServer } from './startServer';
export type { RunningServer, StartOptions } from './startServer';
export { createUserToken, verifyUserToken } from './auth/token';
export { createBountyTicket, verifyBountyTicket } from './auth/bountyTicket';
export type { BountyTicket, BountyTicketClaims } from './auth/bountyTicket';
export type { UserClaims, UserToken } from './auth/token';
export { parseConfig } from './config/serviceConfig';
export type { ServiceConfig } from './config/serviceConfig';
export { ConfigError } from './config/configError';
export type { ServiceEnv } from './config/configError';
