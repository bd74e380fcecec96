// The product service's public surface, for operators embedding it and for the demo.
export { buildServer, startServer } from './app';
export type { RunningServer, ServerParts, StartOptions } from './app';
export { createUserToken, verifyUserToken } from './auth/token';
export { createBountyTicket, verifyBountyTicket } from './auth/bountyTicket';
export type { BountyTicket, BountyTicketClaims } from './auth/bountyTicket';
export type { UserClaims, UserToken } from './auth/token';
export { ConfigError, parseConfig } from './config';
export type { ServiceConfig, ServiceEnv } from './config';
