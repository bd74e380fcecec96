/**
 * The bounty card, loaded only for a channel whose bounty the host described (a url, a reward or a status in its
 * custom fields): most conversations have none, and their first messages need not wait for its code.
 */
import { Suspense, lazy, useEffect, useReducer } from 'react';
import type { Channel } from 'stream-chat';

const BountyCard = lazy(() => import('./BountyCard.js').then((module) => ({ default: module.BountyCard })));

/** Whether the channel carries facts a card shows (the card itself decides what it shows of them). */
function described(channel: Channel): boolean {
  const data = (channel.data ?? {}) as Record<string, unknown>;
  return Boolean(data['bounty_url'] || data['reward'] || data['status']);
}

/** The card when the channel has one; follows `channel.updated`, so a bounty the host describes later shows. */
export function LazyBountyCard({ channel }: { channel: Channel }) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscription = channel.on('channel.updated', () => redraw());
    return () => subscription.unsubscribe();
  }, [channel]);
  if (!described(channel)) return null;
  return <Suspense fallback={null}><BountyCard channel={channel} /></Suspense>;
}
