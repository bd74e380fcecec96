/**
 * The conversation's toasts ("Message pinned", "Message has been successfully flagged", a failure) at the top of
 * the message list, entering from the top. The kit shows them at the bottom, over the latest message: over the
 * very message a user had just pinned or flagged, its menu button included, for as long as the toast stays.
 */
import { NotificationList } from 'stream-chat-react';
import type { ComponentContextValue } from 'stream-chat-react';
import type { ComponentProps } from 'react';

function TopNotificationList(props: ComponentProps<typeof NotificationList>) {
  return <NotificationList {...props} verticalAlignment="top" enterFrom="top" />;
}

/** The toasts' override, for WithComponents. */
export const noticeComponents: Partial<ComponentContextValue> = { NotificationList: TopNotificationList };
