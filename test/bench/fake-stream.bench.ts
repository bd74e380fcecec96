// `npm run bench:fake-stream`: 200 WebSocket clients watch one channel and 2,000 messages are sent; prints
// delivered events/s and p50/p99 send→receive latency for fake-stream and, in the same run, for a bare `ws`
// broadcast server, with the ratio (target: fake-stream ≥ 0.5 of bare). Prints only; asserts nothing timed.
//
// Shape: each server runs in its own process (fake-stream through its CLI); the clients and the sender run
// here. The clients are raw `ws` sockets speaking the SDK's protocol (see protocol-clients.ts). At most
// WINDOW messages are in flight (sent, not yet received by every client), the same for both servers. Bare
// frames are padded to fake-stream's median frame size, so both move the same bytes. The 2,000 messages go
// in ROUNDS rounds alternating between the servers, so a busy neighbour on the machine slows both alike.
// Each row also prints the server process's CPU time per delivered event (from /proc, user + kernel): wall-clock
// events/s swing with whatever else the machine runs, CPU per event much less, so compare runs by the
// `cpu ratio` line. Both servers: ws defaults (no permessage-deflate), one text frame per message per client.
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { startChildServer } from './fake-stream/child-server';
import type { ChildServer } from './fake-stream/child-server';
import { measureFanOut, summarize, withServerCpu } from './fake-stream/fan-out-run';
import type { FanOutResult, FanOutRound } from './fake-stream/fan-out-run';
import { connectWatcher, createBenchChannel, messageSender } from './fake-stream/protocol-clients';
import type { Target } from './fake-stream/protocol-clients';

const CLIENTS = 200;
const MESSAGES = 2000;
const ROUNDS = 8;
const WARM_UP = 100;
const WINDOW = 10;
/** Each round stops here at the latest, so the whole bench stays well under two minutes. */
const ROUND_DEADLINE_MS = 12_000;
const TEXT = 'Is the bounty for the onboarding redesign still open? I can start on Monday and share a draft by Friday.';

/** A server under test with its clients connected: `round` sends `messages` and measures their delivery. */
type Contender = { round(messages: number, idPrefix: string): Promise<FanOutRound>; close(): Promise<void> };

async function startFakeStream(): Promise<Contender> {
  const key = 'bench-key';
  const secret = randomBytes(24).toString('hex');
  // BENCH_FAKE_STREAM_MAIN points at another copy of fake-stream/main.ts, to compare two versions on one machine.
  const child = await startChildServer(process.env.BENCH_FAKE_STREAM_MAIN ?? 'fake-stream/main.ts', ['--port', '0', '--key', key, '--secret', secret], /listening on (http:\/\/\S+)/);
  const target: Target = { url: child.ready[1] ?? '', key, secret };
  const sockets: WebSocket[] = [];
  const sender = messageSender(target, 'bench-sender', 'bench', WINDOW);
  const close = closer(child, sockets, () => sender.close());
  try {
    const userIds = Array.from({ length: CLIENTS }, (_, index) => `bench-watcher-${index}`);
    await createBenchChannel(target, 'bench', 'bench-sender', userIds);
    for (let at = 0; at < userIds.length; at += 20) {
      sockets.push(...(await Promise.all(userIds.slice(at, at + 20).map((id) => connectWatcher(target, id, 'bench')))));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    round: (messages, idPrefix) => withServerCpu(child.cpuSeconds, () => measureFanOut({
      receivers: sockets,
      messages,
      window: WINDOW,
      idPrefix,
      send: (_index, id) => sender.send(id, TEXT),
      deadlineMs: ROUND_DEADLINE_MS,
    })).then((round) => {
      if (sender.failures() > 0) console.warn(`fake-stream: ${sender.failures()} sends failed so far`);
      return round;
    }),
    close,
  };
}

async function startBare(frameBytes: () => number): Promise<Contender> {
  const child = await startChildServer('test/bench/fake-stream/bare-broadcast-server.ts', [], /listening on (\d+)/);
  const url = `ws://127.0.0.1:${child.ready[1] ?? ''}`;
  const sockets: WebSocket[] = [];
  const close = closer(child, sockets);
  const open = () => new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
  try {
    for (let at = 0; at < CLIENTS + 1; at += 20) sockets.push(...(await Promise.all(Array.from({ length: Math.min(20, CLIENTS + 1 - at) }, open))));
  } catch (error) {
    await close();
    throw error;
  }
  const sender = sockets[CLIENTS] as WebSocket;
  const frame = (id: string) => {
    const base = JSON.stringify({ type: 'message.new', cid: 'messaging:bench', message: { id, text: TEXT }, pad: '' });
    return base.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, frameBytes() - base.length))}"`);
  };
  return {
    round: (messages, idPrefix) => withServerCpu(child.cpuSeconds, () => measureFanOut({
      receivers: sockets.slice(0, CLIENTS),
      messages,
      window: WINDOW,
      idPrefix,
      send: (_index, id) => sender.send(frame(id)),
      deadlineMs: ROUND_DEADLINE_MS,
    })),
    close,
  };
}

function closer(child: ChildServer, sockets: WebSocket[], before: () => void = () => undefined): () => Promise<void> {
  return async () => {
    before();
    for (const socket of sockets) socket.terminate();
    await child.stop();
  };
}

function row(name: string, result: FanOutResult): string {
  const note = result.complete ? '' : `  (a round hit its deadline: ${result.messages} messages completed)`;
  return `${name.padEnd(12)} ${Math.round(result.eventsPerSecond).toString().padStart(9)} events/s   p50 ${result.p50Ms.toFixed(1).padStart(6)} ms   p99 ${result.p99Ms.toFixed(1).padStart(6)} ms   server CPU ${result.serverCpuMicrosPerEvent.toFixed(1).padStart(5)} µs/event (${Math.round(result.serverSystemShare * 100)}% kernel)   ${result.deliveries} events in ${result.seconds.toFixed(2)} s, ~${result.medianFrameBytes} B/frame${note}`;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  console.log(`fan-out bench: ${CLIENTS} clients watching one channel, ${MESSAGES} messages in ${ROUNDS} alternating rounds, at most ${WINDOW} in flight`);
  const fake = await startFakeStream();
  let frameBytes = 0;
  const bare = await startBare(() => frameBytes).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  try {
    frameBytes = summarize([await fake.round(WARM_UP, 'warm-')]).medianFrameBytes;
    await bare.round(WARM_UP, 'warm-');
    const rounds = { fake: [] as FanOutRound[], bare: [] as FanOutRound[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const perRound = MESSAGES / ROUNDS;
      const order = round % 2 === 0 ? (['fake', 'bare'] as const) : (['bare', 'fake'] as const);
      for (const name of order) rounds[name].push(await (name === 'fake' ? fake : bare).round(perRound, `r${round}-`));
    }
    const fakeResult = summarize(rounds.fake);
    const bareResult = summarize(rounds.bare);
    console.log(row('fake-stream', fakeResult));
    console.log(row('bare ws', bareResult));
    const ratio = bareResult.eventsPerSecond > 0 ? fakeResult.eventsPerSecond / bareResult.eventsPerSecond : 0;
    console.log(`ratio        ${ratio.toFixed(2)} of bare events/s (target ≥ 0.50)${ratio >= 0.5 ? '' : '  — below target'}`);
    // Wall-clock throughput swings with whatever else the machine runs; CPU per event does not, so print both.
    const cpuRatio = bareResult.serverCpuMicrosPerEvent / fakeResult.serverCpuMicrosPerEvent;
    if (Number.isFinite(cpuRatio)) console.log(`cpu ratio    ${cpuRatio.toFixed(2)} (bare's server CPU per event ÷ fake-stream's; steadier than events/s on a busy machine)`);
  } finally {
    await Promise.all([fake.close(), bare.close()]);
  }
  console.log(`took ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
