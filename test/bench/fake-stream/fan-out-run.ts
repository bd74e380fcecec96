import { performance } from 'node:perf_hooks';
import type { WebSocket } from 'ws';
import type { CpuSeconds } from './child-server';

/** The raw record of one round: every delivery's latency, and when the round started and last delivered. */
export type FanOutRound = { messages: number; latencies: Float64Array; seconds: number; frameBytes: number[]; complete: boolean; serverCpu?: CpuSeconds };

/** What the rounds of one server delivered: throughput, send→receive latency, and the frames' size. */
export type FanOutResult = {
  messages: number;
  deliveries: number;
  seconds: number;
  eventsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  medianFrameBytes: number;
  /** The server process's CPU time (user + system) per delivered event, in µs; NaN when not measured. */
  serverCpuMicrosPerEvent: number;
  /** The kernel's share of that CPU time (0…1). */
  serverSystemShare: number;
  /** False when a deadline stopped a round first (the figures then cover what arrived). */
  complete: boolean;
};

/** Sums rounds: events/s over the time spent delivering, percentiles over every delivery. */
export function summarize(rounds: readonly FanOutRound[]): FanOutResult {
  const deliveries = rounds.reduce((sum, round) => sum + round.latencies.length, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const latencies = new Float64Array(deliveries);
  let at = 0;
  for (const round of rounds) {
    latencies.set(round.latencies, at);
    at += round.latencies.length;
  }
  latencies.sort();
  const frameBytes = rounds.flatMap((round) => round.frameBytes).sort((a, b) => a - b);
  const user = rounds.reduce((sum, round) => sum + (round.serverCpu?.user ?? Number.NaN), 0);
  const system = rounds.reduce((sum, round) => sum + (round.serverCpu?.system ?? Number.NaN), 0);
  return {
    messages: rounds.reduce((sum, round) => sum + round.messages, 0),
    deliveries,
    seconds,
    eventsPerSecond: seconds > 0 ? deliveries / seconds : 0,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    medianFrameBytes: frameBytes[Math.floor(frameBytes.length / 2)] ?? 0,
    serverCpuMicrosPerEvent: deliveries > 0 ? ((user + system) * 1e6) / deliveries : Number.NaN,
    serverSystemShare: system / (user + system),
    complete: rounds.every((round) => round.complete),
  };
}

/** Runs `round` and records the CPU time `cpuSeconds` (a server process's) grew by meanwhile. */
export async function withServerCpu(cpuSeconds: () => CpuSeconds, round: () => Promise<FanOutRound>): Promise<FanOutRound> {
  const before = cpuSeconds();
  const result = await round();
  const after = cpuSeconds();
  return { ...result, serverCpu: { user: after.user - before.user, system: after.system - before.system } };
}

/**
 * Sends `messages` messages through `send(index, id)`, keeping at most `window` in flight (sent but not yet
 * received by every receiver), and times each delivery from its send. Receivers spot a message by its id
 * (`${idPrefix}${index}-`) in the raw frame, so the measuring costs the same whatever the server sends.
 */
export function measureFanOut(args: {
  receivers: readonly WebSocket[];
  messages: number;
  window: number;
  idPrefix: string;
  send: (index: number, id: string) => void;
  deadlineMs: number;
}): Promise<FanOutRound> {
  const { receivers, messages, window, idPrefix, send, deadlineMs } = args;
  const marker = Buffer.from(idPrefix);
  const sentAt = new Float64Array(messages);
  const received = new Uint32Array(messages);
  const latencies = new Float64Array(messages * receivers.length);
  const frameBytes: number[] = [];
  let deliveries = 0;
  let completed = 0;
  let next = 0;
  let startedAt = 0;
  let lastAt = 0;

  return new Promise((resolve) => {
    const finish = (complete: boolean) => {
      clearTimeout(deadline);
      for (const socket of receivers) socket.off('message', onFrame);
      resolve({ messages: completed, latencies: latencies.slice(0, deliveries), seconds: Math.max(0, lastAt - startedAt) / 1000, frameBytes, complete });
    };
    const sendNext = () => {
      if (next >= messages) return;
      const index = next++;
      sentAt[index] = performance.now();
      send(index, `${idPrefix}${index}-`);
    };
    function onFrame(data: Buffer) {
      const at = data.indexOf(marker);
      if (at < 0) return;
      const now = performance.now();
      const index = readIndex(data, at + marker.length);
      if (index < 0 || index >= messages) return;
      if (frameBytes.length < 1000) frameBytes.push(data.length);
      latencies[deliveries++] = now - (sentAt[index] ?? now);
      lastAt = now;
      received[index] = (received[index] ?? 0) + 1;
      if (received[index] !== receivers.length) return;
      completed += 1;
      if (completed === messages) finish(true);
      else sendNext();
    }
    const deadline = setTimeout(() => finish(false), deadlineMs);
    for (const socket of receivers) socket.on('message', onFrame);
    startedAt = performance.now();
    for (let i = 0; i < window; i += 1) sendNext();
  });
}

function readIndex(data: Buffer, from: number): number {
  let value = 0;
  let digits = 0;
  for (let at = from; at < data.length; at += 1) {
    const byte = data[at] ?? 0;
    if (byte < 48 || byte > 57) break;
    value = value * 10 + (byte - 48);
    digits += 1;
  }
  return digits > 0 ? value : -1;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
