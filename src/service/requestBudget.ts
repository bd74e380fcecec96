/**
 * The product service's client-side rate limit: at most 60 requests per 60,000 ms per user, counted across every
 * tab of the browser (the timestamps live in localStorage). A request over the budget waits for a slot; it is
 * never dropped. Each read-modify-write of the shared list runs under one lock across the tabs (Web Locks), so
 * two tabs that start together cannot both read the same list and each write back their own copy of it.
 *
 * The lock is not enough on its own: Chromium can hand a tab the lock before the other tab's last write has reached
 * its copy of localStorage (two messages on two channels), so under load a tab read a list without the other's
 * newest stamp and wrote it back without it (a two-tab burst of 19 requests stored 17). So every tab remembers its
 * own stamps, each unique (a fraction of a millisecond before the request), writes them back with every write, and
 * puts back any that another tab's write left out as soon as it hears of that write (the `storage` event).
 */

/** Requests per window and the window's length. */
export const REQUEST_BUDGET = { limit: 60, windowMs: 60_000 } as const;

/** The slice of the Web Storage API the budget needs. */
export interface BudgetStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What `planRequest` decides: send now (wait 0) or wait; `timestamps` is the pruned list to store. */
export interface RequestPlan {
  waitMs: number;
  timestamps: number[];
}

/**
 * Whether a request may go at `now` given earlier request `timestamps`: the ones older than the window are
 * dropped; with fewer than `limit` left it goes (and its `stamp`, `now` unless given, is added), else it waits until the oldest counted
 * one leaves the window.
 */
export function planRequest(
  timestamps: ReadonlyArray<number>,
  now: number,
  budget: { limit: number; windowMs: number } = REQUEST_BUDGET,
  stamp: number = now,
): RequestPlan {
  const recent = timestamps.filter((at) => at > now - budget.windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length < budget.limit) return { waitMs: 0, timestamps: [...recent, stamp] };
  const oldest = recent[recent.length - budget.limit] ?? now;
  // Whole milliseconds, rounded up: a stamp's fraction (see `stampAt`) never lets a request go early.
  return { waitMs: Math.max(Math.ceil(oldest + budget.windowMs - now), 1), timestamps: recent };
}

/**
 * A request's stamp: a random fraction of a millisecond before `now`, so two tabs' stamps of one millisecond
 * differ and a tab can tell its own in the list (about 4,000 distinct values per millisecond at today's epoch).
 */
export function stampAt(now: number, random: () => number = Math.random): number {
  return now - random() * 0.999;
}

/** The storage key of one user's request timestamps. */
export const budgetKey = (userId: string): string => `bounty-chat:requests:${userId}`;

/** Runs `task` while holding the lock `name`, exclusively across every tab of the browser. */
export type BudgetLock = <T>(name: string, task: () => T) => Promise<T>;

/** The browser's Web Locks as a BudgetLock, or null where there are none (an insecure page, an old browser). */
export function webLock(locks: LockManager | undefined = globalThis.navigator?.locks): BudgetLock | null {
  if (!locks || typeof locks.request !== 'function') return null;
  return (name, task) => locks.request(name, () => task());
}

/** Ports of the budget: storage (null: this tab only), cross-tab lock (null: this tab's turns only), clock and sleep. */
export interface BudgetPorts {
  storage: () => BudgetStorage | null;
  lock?: BudgetLock | null;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  budget?: { limit: number; windowMs: number };
  /** Calls `listener` with the key another tab changed (the `storage` event); absent, no other tab is heard. */
  onChange?: (listener: (key: string) => void) => void;
}

/** One browser's shared budget. */
export interface RequestBudget {
  /** Resolves when a request of `userId` may go, having counted it. */
  take(userId: string): Promise<void>;
  /** Counts a request that already went (one that could not wait, e.g. the one that tells who the user is). */
  record(userId: string): void;
}

/** Creates the budget over `ports`. */
export function createRequestBudget(ports: BudgetPorts): RequestBudget {
  const memory = new Map<string, string>();
  const storage = (): BudgetStorage => {
    try { return ports.storage() ?? fallback; } catch { return fallback; }
  };
  const fallback: BudgetStorage = { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => { memory.set(key, value); } };
  const read = (key: string): number[] => {
    try {
      const parsed: unknown = JSON.parse(storage().getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((at): at is number => typeof at === 'number') : [];
    } catch {
      return [];
    }
  };
  const write = (key: string, timestamps: number[]) => {
    try { storage().setItem(key, JSON.stringify(timestamps)); } catch { fallback.setItem(key, JSON.stringify(timestamps)); }
  };
  // Without Web Locks the read and the write still run in one task, so this tab's own requests never race.
  const locked = <T>(key: string, task: () => T): Promise<T> => (ports.lock ? ports.lock(key, task) : Promise.resolve(task()));
  const windowMs = (ports.budget ?? REQUEST_BUDGET).windowMs;
  /** This tab's own stamps per key, inside the window. */
  const own = new Map<string, number[]>();
  const ownLive = (key: string, now: number): number[] => {
    const mine = (own.get(key) ?? []).filter((at) => at > now - windowMs);
    own.set(key, mine);
    return mine;
  };
  /** `list` with this tab's own stamps that it lacks put back, in time order. */
  const withOwn = (key: string, list: number[], now: number): number[] => {
    const missing = ownLive(key, now).filter((at) => !list.includes(at));
    return missing.length === 0 ? list : [...list, ...missing].sort((a, b) => a - b);
  };
  const count = (key: string, now: number, stamp: number, timestamps: number[]) => {
    ownLive(key, now).push(stamp);
    write(key, withOwn(key, timestamps, now));
  };
  ports.onChange?.((key) => {
    if (!own.has(key)) return;
    void locked(key, () => {
      const now = ports.now();
      const list = read(key);
      const healed = withOwn(key, list, now);
      if (healed !== list) write(key, healed);
    });
  });
  return {
    async take(userId) {
      const key = budgetKey(userId);
      for (;;) {
        const waitMs = await locked(key, () => {
          const now = ports.now();
          const stamp = stampAt(now);
          const plan = planRequest(read(key), now, ports.budget, stamp);
          if (plan.waitMs === 0) count(key, now, stamp, plan.timestamps);
          return plan.waitMs;
        });
        if (waitMs === 0) return;
        await ports.sleep(waitMs);
      }
    },
    record(userId) {
      const key = budgetKey(userId);
      void locked(key, () => {
        const now = ports.now();
        const stamp = stampAt(now);
        count(key, now, stamp, [...read(key).filter((at) => at > now - windowMs), stamp]);
      });
    },
  };
}
