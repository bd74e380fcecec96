/**
 * The conversation's toasts ("Message pinned", "Message has been successfully flagged", a failure) at the top of
 * the message list, entering from the top. The kit shows them at the bottom, over the latest message: over the
 * very message a user had just pinned or flagged, its menu button included, for as long as the toast stays.
 * The list and its styles load at the first idle moment after the conversation shows, or with the first toast if
 * one comes before: an empty list shows nothing, so the first messages need not wait for it.
 */
import type { ComponentProps } from 'react';
import type { ComponentContextValue, NotificationList } from 'stream-chat-react';
import { lazyKitPart } from '../../../lazy/lazyKitPart.js';
import { useNoticesShown } from '../../../lazy/kitPartGates.js';

const TopNotificationList = lazyKitPart<ComponentProps<typeof NotificationList>>(
  'NotificationList', () => import('./topNotificationList.js').then((m) => m.TopNotificationList), useNoticesShown,
);

/** The toasts' override, for WithComponents. */
export const noticeComponents: Partial<ComponentContextValue> = { NotificationList: TopNotificationList };
