/** `bounty-chat/react`: the widget for React hosts, a provider and a hook over the same host API. */
export { BountyChatProvider } from './BountyChatProvider.js';
export type { BountyChatProviderProps } from './BountyChatProvider.js';
export { useBountyChat } from './useBountyChat.js';
export type { UseBountyChat } from './useBountyChat.js';
export type { BountyChatState } from './store.js';
export type { BountyDetails, BountyTicket, DirectMessageTarget, HostCredentials, Theme, UnreadCounts } from '../loader/types.js';
