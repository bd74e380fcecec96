/** The kit's toast list, at the top of the message list (loaded when first wanted, see notices.tsx). */
import { NotificationList } from 'stream-chat-react';
import type { ComponentProps } from 'react';

/** The kit's NotificationList, entering from the top. */
export function TopNotificationList(props: ComponentProps<typeof NotificationList>) {
  return <NotificationList {...props} verticalAlignment="top" enterFrom="top" />;
}
