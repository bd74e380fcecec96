/**
 * The page's first idle moment after the conversation mounted: parts that are on screen but not needed to read or
 * write the first messages (message menus, the attachment button) load then, so the first paint does not wait for
 * them. Their bytes still count: the benchmark reports them as the conversation's idle warm-up.
 */
import { useEffect, useState } from 'react';

/** Once the page has been idle, parts mounted later (a message scrolled into view) need not wait again. */
let reached = false;

/** False until an idle callback (at most `timeoutMs` later) fired after the first caller mounted. */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(reached);
  useEffect(() => {
    if (idle) return undefined;
    const id = requestIdleCallback(() => { reached = true; setIdle(true); }, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }, [idle, timeoutMs]);
  return idle;
}
