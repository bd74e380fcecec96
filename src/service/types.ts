/**
 * Request and answer shapes of /api/stream-chat/*, from the shared contract. Types only: the schemas stay
 * on the server, so none of their code reaches the widget bundle.
 */
export type {
  AllChannels, BlockedAnswer, BlockedPerson, ReportAnswer, ChannelRef, ChannelSummary, ChannelUnread, ChatSession, EditMessageAnswer, EmailAnswer, OkAnswer, PreferencesAnswer, ReplyHintAnswer,
  MarkSeenAnswer, SeenChannelsAnswer, ServiceAnswers, ServiceEndpoint, ServiceUser,
} from '../contract/responses.js';
export type {
  ArchiveChannelRequest, BlockUserRequest, ReportRequest, CreateDmChannelRequest, EditMessageRequest, GetOrCreateChannelRequest, GetUnreadMessagesRequest,
  SendMessageEmailRequest, SendPrivateChatEmailRequest, SetPreferencesRequest, UnarchiveChannelRequest,
} from '../contract/schemas.js';

import type { CreateDmChannelRequest } from '../contract/schemas.js';

/** Arguments of create-dm-channel. */
export type DirectMessageRequest = CreateDmChannelRequest;
