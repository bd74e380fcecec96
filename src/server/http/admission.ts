import type { RateLimiter } from './rateLimiter';

/**
 * The per-user limit in front of a request's work: `refuse` throws when the limit says wait.
 *
 * A limiter that answers at once (counted in memory, or a refusal remembered) costs the request nothing. One shared
 * through a store answers a round trip later, and under load that round trip is an event-loop turn or more (a
 * median 3.4–4.8 ms on PostgreSQL ×1 in the bench, where a request took about 25 ms in all). Work that only
 * reads therefore starts beside the take rather than after it: its answer is sent only if the take lets the
 * request through, and thrown away otherwise. So that a user past the limit cannot turn that into more reads, one
 * such early start per user is in flight at a time on an instance; the user's other requests meanwhile wait for
 * their take first, as every request that writes does.
 */
export function createAdmission(limiter: RateLimiter, refuse: (waitMs: number) => void) {
  const early = new Set<string>();

  return async function admitted<T>(userId: string, readsOnly: boolean, work: () => Promise<T>): Promise<T> {
    const taken = limiter.take(userId);
    if (typeof taken === 'number') {
      refuse(taken);
      return work();
    }
    if (!readsOnly || early.has(userId)) {
      refuse(await taken);
      return work();
    }
    early.add(userId);
    const answer = work();
    // Thrown away when the take refuses (or fails): its failure is then nobody's.
    answer.catch(() => {});
    try {
      refuse(await taken);
    } finally {
      early.delete(userId);
    }
    return answer;
  };
}
