import { archiveRoutes } from './archive';
import { channelRoutes } from './channels';
import { emailRoutes } from './email';
import type { Route } from './route';
import { unreadRoutes } from './unread';
import { userRoutes } from './users';

/** All ten endpoints under /api/stream-chat/, by name. */
export const routesByName: ReadonlyMap<string, Route> = new Map(
  [...userRoutes, ...channelRoutes, ...unreadRoutes, ...emailRoutes, ...archiveRoutes].map((route) => [route.name, route]),
);
