/**
 * What to do when the chat provider refuses a call: a rate limit (code 9) is retried after 3 s, at most 3 times;
 * "no access" while watching (code 40 or 17, or a "don't have access" text) means the user must join first.
 */

/** Delay before retrying a rate-limited call. */
export const RATE_LIMIT_RETRY_MS = 3000;
/** Retries of one rate-limited call. */
export const RATE_LIMIT_RETRIES = 3;

/** The parts of a provider error the rules read (the SDK's errors carry `code`; some only a message). */
interface ProviderFailure {
  code?: unknown;
  message?: unknown;
}

const codeOf = (error: unknown): number | undefined => {
  const code = (error as ProviderFailure | null)?.code;
  return typeof code === 'number' ? code : undefined;
};
const messageOf = (error: unknown): string => {
  const message = (error as ProviderFailure | null)?.message;
  return typeof message === 'string' ? message : '';
};

/** Milliseconds to wait before retry number `attempt` (1-based) of a call that failed with `error`, or null: give up. */
export function retryDelay(error: unknown, attempt: number): number | null {
  return codeOf(error) === 9 && attempt <= RATE_LIMIT_RETRIES ? RATE_LIMIT_RETRY_MS : null;
}

/** Whether watching failed because the user is not (yet) a member: join, then watch again. */
export function needsJoin(error: unknown): boolean {
  const code = codeOf(error);
  const text = messageOf(error);
  return code === 40 || code === 17 || /don't have access|do not have access|not allowed to access/i.test(text);
}

/** Runs `call`, retrying it as retryDelay says; `sleep` is a port so tests need no real waits. */
export async function withProviderRetry<T>(call: () => Promise<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = retryDelay(error, attempt);
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}
