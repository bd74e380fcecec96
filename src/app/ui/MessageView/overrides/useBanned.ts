/**
 * Whether the board banned the connected user app-wide: from her own user as the provider connected her, then
 * live from `user.banned` / `user.unbanned` (a shadow ban is never told, so it never shows).
 */
import { useEffect, useState } from 'react';
import type { StreamChat } from 'stream-chat';

/** The connected user's ban, kept current. */
export function useBanned(client: StreamChat): boolean {
  const [banned, setBanned] = useState(() => client.user?.banned === true);
  useEffect(() => {
    const own = (event: { user?: { id?: string } }) => event.user?.id === undefined || event.user.id === client.userID;
    const on = client.on('user.banned', (event) => { if (own(event)) setBanned(true); });
    const off = client.on('user.unbanned', (event) => { if (own(event)) setBanned(false); });
    return () => { on.unsubscribe(); off.unsubscribe(); };
  }, [client]);
  return banned;
}
