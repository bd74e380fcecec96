/**
 * The product service's client-side rate limit: at most 60 requests per 60,000 ms per user, counted across every
 * tab of the browser (the timestamps live in localStorage). A request over the budget waits for a slot; it is
 * never dropped. Each read-modify-write of the shared list runs under one lock across the tabs (Web Locks), so
 * two tabs that start together cannot both read the same list and each write back their own copy of it.
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
 * dropped; with fewer than `limit` left it goes (and `now` is added), else it waits until the oldest counted
 * one leaves the window.
 */
export function planRequest(timestamps: ReadonlyArray<number>, now: number, budget: { limit: number; windowMs: number } = REQUEST_BUDGET): RequestPlan {
  const recent = timestamps.filter((at) => at > now - budget.windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length < budget.limit) return { waitMs: 0, timestamps: [...recent, now] };
  const oldest = recent[recent.length - budget.limit] ?? now;
  return { waitMs: Math.max(oldest + budget.windowMs - now, 1), timestamps: recent };
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
  return {
    async take(userId) {
      const key = budgetKey(userId);
      for (;;) {
        const waitMs = await locked(key, () => {
          const plan = planRequest(read(key), ports.now(), ports.budget);
          if (plan.waitMs === 0) write(key, plan.timestamps);
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
        write(key, [...read(key).filter((at) => at > now - (ports.budget ?? REQUEST_BUDGET).windowMs), now]);
      });
    },
  };
}
