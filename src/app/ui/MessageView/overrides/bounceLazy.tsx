/**
 * The bounce prompt's code loads when a bounced message is first opened: few conversations ever show one, and the
 * prompt (with the kit's alert and buttons) stays out of a conversation's first paint (bounce.tsx).
 */
import { Suspense, lazy } from 'react';

const BouncePrompt = lazy(() => import('./bounce.js').then((m) => ({ default: m.ProductBouncePrompt })));

function LazyBouncePrompt() {
  return <Suspense fallback={null}><BouncePrompt /></Suspense>;
}

/** The bounce override, for WithComponents. */
export const bounceComponents = { MessageBouncePrompt: LazyBouncePrompt };
