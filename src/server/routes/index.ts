import { archiveRoutes } from './archive';
import { channelRoutes } from './channels';
import { editMessage } from './editMessage';
import { emailRoutes } from './email';
import { preferenceRoutes } from './preferences';
import { safetyRoutes } from './safety';
import type { Route } from './route';
import { unreadRoutes } from './unread';
import { userRoutes } from './users';
import { getReplyHint } from './replyHint';
import { seenRoutes } from './seen';

/** Where the widget's endpoints live: `${API_PREFIX}${name}`. */
export const API_PREFIX = '/api/stream-chat/';

/** Every endpoint under /api/stream-chat/, by name. */
export const routesByName: ReadonlyMap<string, Route> = new Map(
  [...userRoutes, ...channelRoutes, ...unreadRoutes, ...emailRoutes, ...archiveRoutes, editMessage, ...preferenceRoutes, ...safetyRoutes, getReplyHint, ...seenRoutes].map((route) => [route.name, route]),
);
