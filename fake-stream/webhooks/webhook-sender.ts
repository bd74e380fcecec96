import { createHmac, randomUUID } from 'node:crypto';
import type { FakeStreamConfig } from '../config.js';

/** How hard the sender tries: its own time-out per attempt, and the waits before each retry. */
export type WebhookDeliveryOptions = {
  /** One attempt's budget, from connecting to the answer's status; the provider's is a few seconds. */
  timeoutMs: number;
  /** Waits before the 2nd, 3rd … attempt; their count is the number of retries. */
  retryDelaysMs: readonly number[];
};

/** Defaults: 3 s per attempt, then two retries after 1 s and 3 s (growing back-off). */
export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliveryOptions = { timeoutMs: 3_000, retryDelaysMs: [1_000, 3_000] };

/** What became of one attempt, for anyone watching (tests, logs). */
export type WebhookAttempt = { webhookId: string; attempt: number; status: number | null; error?: string };

/**
 * Posts events to the app's webhook URL as the provider does: the JSON body signed with the API secret
 * (`X-Signature`, hex HMAC-SHA256 of the raw body), `X-Api-Key`, an `X-Webhook-Id` that stays the same on
 * retries and `X-Webhook-Attempt` from 1. A non-2xx answer, a time-out or a connection error is retried
 * after the next back-off wait until the retries run out. Sending never blocks the caller.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private closed = false;
  private readonly listeners: Array<(attempt: WebhookAttempt) => void> = [];

  constructor(
    private readonly config: FakeStreamConfig,
    private readonly options: WebhookDeliveryOptions = DEFAULT_WEBHOOK_DELIVERY,
  ) {}

  /** Starts delivering `payload` to `url` in the background; answers the webhook id. */
  send(url: string, payload: unknown): string {
    const webhookId = randomUUID();
    const body = JSON.stringify(payload);
    this.later(0, () => this.attempt(url, body, webhookId, 1));
    return webhookId;
  }

  /** Calls `listener` after every attempt (status null when no answer came). */
  onAttempt(listener: (attempt: WebhookAttempt) => void): void {
    this.listeners.push(listener);
  }

  /** Stops retries and aborts calls in flight (the instance is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private async attempt(url: string, body: string, webhookId: string, attempt: number): Promise<void> {
    if (this.closed) return;
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let status: number | null = null;
    let error: string | undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', this.config.apiSecret).update(body).digest('hex'),
          'x-api-key': this.config.apiKey,
          'x-webhook-id': webhookId,
          'x-webhook-attempt': String(attempt),
        },
        body,
        signal: controller.signal,
      });
      status = response.status;
      // The body is not read: only the status counts, and an endpoint that trickles its body must not hold us.
      await response.body?.cancel().catch(() => undefined);
    } catch (failure) {
      error = controller.signal.aborted ? `no answer within ${this.options.timeoutMs} ms` : failure instanceof Error ? failure.message : String(failure);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    for (const listener of this.listeners) listener({ webhookId, attempt, status, ...(error !== undefined ? { error } : {}) });
    const delivered = status !== null && status >= 200 && status < 300;
    const wait = this.options.retryDelaysMs[attempt - 1];
    if (delivered || wait === undefined || this.closed) return;
    this.later(wait, () => this.attempt(url, body, webhookId, attempt + 1));
  }

  private later(ms: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
