/**
 * Send → shown: two windows (two browser contexts) on one DM; the sender types each message and presses Enter,
 * the receiver's page notes when the text appears in its message list (not the channel list's preview). Both
 * stamps are performance.timeOrigin + performance.now(), comparable across pages of one machine.
 */
import type { Page } from 'playwright-core';
import { inPage } from './session.js';

// Sender: the time of each Enter, keyed by the message's tag «n».
const STAMP_SENDS = `(() => {
  window.sentAt = {};
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || e.shiftKey) return;
    const value = e.composedPath()[0]?.value ?? '';
    const tag = /«(\\d+)»/.exec(value);
    if (tag) window.sentAt[tag[1]] = performance.timeOrigin + performance.now();
  }, true);
})()`;

// Receiver: the first time each tag shows inside the message list.
const STAMP_ARRIVALS = `(() => {
  window.shownAt = {};
  const root = bench.root();
  const note = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element || !element.closest('.str-chat__message-list')) return;
    for (const [, n] of (node.textContent ?? '').matchAll(/«(\\d+)»/g)) window.shownAt[n] ??= performance.timeOrigin + performance.now();
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target);
      for (const node of record.addedNodes) note(node);
    }
  }).observe(root, { subtree: true, childList: true, characterData: true });
})()`;

/** Percentiles of one side. */
export interface LatencyResult {
  sent: number;
  shown: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every shown message's latency, rounded, fastest first. */
  each: number[];
}

/** A deterministic generator, so both sides get the same irregular rhythm. */
function spacing(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return 100 + Math.floor((state / 2147483648) * 401);
  };
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Sends `count` messages from `sender` (its composer focused and ready) and times them in `receiver`. Tags start at
 * `firstTag`: a second round in the same pages numbers on, so a row of the first round that the list renders again
 * is not taken for a message of the second.
 */
export async function measureLatency(sender: Page, receiver: Page, count: number, label: string, firstTag = 1): Promise<LatencyResult> {
  await inPage(sender, STAMP_SENDS);
  await inPage(receiver, STAMP_ARRIVALS);
  const composer = sender.getByTestId('message-input');
  const wait = spacing(15);
  // Each Enter at its time on the sender's clock (the first at once, then 100–500 ms apart): the rhythm does not
  // stretch by the time typing the message takes.
  let sendAt = await sender.evaluate(() => performance.now());
  for (let n = firstTag; n < firstTag + count; n++) {
    await composer.fill(`${label} message «${n}» about the bounty`);
    await sender.waitForFunction((at) => performance.now() >= at, sendAt);
    await composer.press('Enter');
    sendAt += wait();
  }
  await receiver.waitForFunction(({ first, total }: { first: number; total: number }) => {
    const shownAt = (window as unknown as { shownAt: Record<string, number> }).shownAt;
    return Array.from({ length: total }, (_, i) => String(first + i)).every((n) => shownAt[n] !== undefined);
  }, { first: firstTag, total: count }, { timeout: 15_000 }).catch(() => undefined);
  const sentAt = await sender.evaluate(() => (window as unknown as { sentAt: Record<string, number> }).sentAt);
  const shownAt = await receiver.evaluate(() => (window as unknown as { shownAt: Record<string, number> }).shownAt);
  const latencies = Object.entries(sentAt).flatMap(([n, at]) => (shownAt[n] === undefined ? [] : [shownAt[n] - at])).sort((a, b) => a - b);
  return {
    sent: Object.keys(sentAt).length, shown: latencies.length,
    p50: Math.round(percentile(latencies, 50)), p95: Math.round(percentile(latencies, 95)), p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? NaN),
    each: latencies.map(Math.round),
  };
}
