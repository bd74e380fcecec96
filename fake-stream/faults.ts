/**
 * Failures a test asks for, so the widget's handling of the hosted provider's rarer answers can be driven end
 * to end: "the next N REST calls of this user are rate-limited (code 9, HTTP 429)". Nothing asks for any
 * unless a test does; production never runs fake-stream.
 */

/** Pending failures per user id. */
export class Faults {
  private readonly rateLimited = new Map<string, number>();

  /** The next `count` REST calls of `userId` answer code 9. */
  rateLimitNext(userId: string, count: number): void {
    this.rateLimited.set(userId, (this.rateLimited.get(userId) ?? 0) + count);
  }

  /** Whether this call of `userId` must be rate-limited (and counts it). */
  takeRateLimit(userId: string): boolean {
    const left = this.rateLimited.get(userId) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.rateLimited.delete(userId);
    else this.rateLimited.set(userId, left - 1);
    return true;
  }
}
