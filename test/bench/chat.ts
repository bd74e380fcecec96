// `npm run bench:chat` (after `npm run build`): the widget and the plain kit (Stream's tutorial composition,
// built with the same rollup setup) side by side against one fake-stream, in headless Chromium on loopback:
// bytes and times to a conversation (median of BENCH_RUNS, default 5), send → shown latency over
// BENCH_MESSAGES messages (default 200), a 10,000-message channel scrolled to its start, a user with 300
// channels. Figures are printed, not asserted: the plain kit measured in the same run is the yardstick.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeHostUser } from '../e2e/helpers/backend.js';
import type { HostUser } from '../e2e/helpers/backend.js';
import { launchChromium } from '../e2e/helpers/browser.js';
import { startBenchBackend } from './chat/benchBackend.js';
import { startBenchServer } from './chat/benchServer.js';
import { measureLatency } from './chat/latency.js';
import { scrollToFirst } from './chat/longChannels.js';
import { buildPlainKit } from './chat/plainKit/buildPlainKit.js';
import type { BenchEnv } from './chat/session.js';
import { inPage, openDmIn, openPlain, openWidget } from './chat/session.js';
import { plainRun, widgetRun } from './chat/timings.js';
import type { ConversationFixture, PlainRun, WidgetRun } from './chat/timings.js';
import { settled, watchRequests } from './pageSettled.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const LONG = Number(process.env.BENCH_LONG_MESSAGES ?? 10_000);
const SCROLL_SECONDS = Number(process.env.BENCH_SCROLL_SECONDS ?? 120);
const CHANNELS = 300;
// BENCH_PARTS=timings,latency,long,many (default all) runs only those parts.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'timings,latency,long,many').split(','));

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (ours: number, theirs: number): string => (theirs > 0 ? (ours / theirs).toFixed(2) : '—');
const row = (label: string, ours: string, theirs: string, r = ''): void => console.log(`  ${label.padEnd(44)} ${ours.padStart(12)} ${theirs.padStart(12)} ${r.padStart(7)}`);

const plainDir = mkdtempSync(join(tmpdir(), 'bounty-chat-plain-'));
const buildStarted = Date.now();
await buildPlainKit(plainDir);
console.log(`plain kit built with the widget's rollup setup in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s`);

const backend = await startBenchBackend();
const server = await startBenchServer(fileURLToPath(new URL('../../dist/', import.meta.url)), plainDir);
const browser = await launchChromium();
const env: BenchEnv = { browser, server, backend };

/** Creates the users (through the widget, as the product does) and the DM between each candidate and poster. */
async function dms(pairs: [HostUser, HostUser][]): Promise<void> {
  const everyone = [...new Set(pairs.flat())];
  for (const user of everyone) await (await openWidget(env, user)).close();
  for (const [candidate, poster] of pairs) {
    const page = await openWidget(env, candidate);
    await openDmIn(page.page, candidate, poster);
    await page.close();
  }
}

try {
  const [ta, tb, tc, pa, pb, pc] = [makeHostUser('Tess'), makeHostUser('Tom', 'poster'), makeHostUser('Tia', 'poster'), makeHostUser('Paul'), makeHostUser('Pia', 'poster'), makeHostUser('Pete', 'poster')];
  const [wa, wb, qa, qb, xa, xb, ya, yb] = [makeHostUser('Wes'), makeHostUser('Wyn', 'poster'), makeHostUser('Quin'), makeHostUser('Quay', 'poster'), makeHostUser('Xan'), makeHostUser('Xia', 'poster'), makeHostUser('Yuri'), makeHostUser('Yve', 'poster')];
  const [ma, mb, na, nb] = [makeHostUser('Mia'), makeHostUser('Max', 'poster'), makeHostUser('Nia'), makeHostUser('Ned', 'poster')];
  const setupStarted = Date.now();
  await dms([[ta, tb], [ta, tc], [pa, pb], [pa, pc], [wa, wb], [qa, qb], [xa, xb], [ya, yb]]);
  const text = (label: string) => (n: number): string => `Update ${n} from ${label}: the checkout test passes again`;
  // The newest channel (first in both lists) is seeded last.
  for (const [a, b, label] of [[ta, tb, 'older'], [ta, tc, 'newer'], [pa, pb, 'older'], [pa, pc, 'newer']] as const) {
    backend.seedMessages(backend.dmCid(a.sub, b.sub), [a.sub, b.sub], 30, text(label));
  }
  backend.seedMessages(backend.dmCid(xa.sub, xb.sub), [xa.sub, xb.sub], LONG, text('long'));
  backend.seedMessages(backend.dmCid(ya.sub, yb.sub), [ya.sub, yb.sub], LONG, text('long'));
  await (await openWidget(env, ma)).close();
  backend.seedChannels(ma.sub, mb.sub, CHANNELS);
  backend.seedChannels(na.sub, nb.sub, CHANNELS);
  console.log(`set up users, DMs and seeded history in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`);
  const fixture: ConversationFixture = { widgetUser: ta, plainUser: pa, widgetPoster: tc, lastTexts: [text('newer')(30), text('older')(30)] };

  // Run -1 warms the browser (process, compile caches) and is not reported.
  if (PARTS.has('timings')) {
  const widgetRuns: WidgetRun[] = [];
  const plainRuns: PlainRun[] = [];
  for (let run = -1; run < RUNS; run++) {
    const ours = await widgetRun(env, fixture);
    const theirs = await plainRun(env, fixture);
    if (run >= 0) { widgetRuns.push(ours); plainRuns.push(theirs); }
  }
  const w = (pick: (r: WidgetRun) => number): number => median(widgetRuns.map(pick));
  const p = (pick: (r: PlainRun) => number): number => median(plainRuns.map(pick));

  console.log(`\nheadless Chromium, loopback, median of ${RUNS} runs (HTTP cache off, fresh context each)`);
  row('', 'widget', 'plain kit', 'ratio');
  console.log('bytes (gzip -9, JS + CSS, every file the page fetched)');
  row('navigation → channel list', kib(w((r) => r.bytesToList)), '—');
  row('navigation → first channel\'s messages', kib(w((r) => r.bytesToConversation)), kib(p((r) => r.bytesToConversation)), ratio(w((r) => r.bytesToConversation), p((r) => r.bytesToConversation)));
  row('  of which the idle warm-up (not free)', kib(w((r) => r.warmBytes)), '—');
  console.log('times (ms)');
  row('launcher click → list painted', `${w((r) => r.clickToList)}`, '—');
  row('navigation → list painted (click at ready)', `${w((r) => r.navigationToList)}`, `${p((r) => r.navigationToList)}`, ratio(w((r) => r.navigationToList), p((r) => r.navigationToList)));
  row('row click → messages painted, cold', `${w((r) => r.rowClickCold)}`, `${p((r) => r.rowClickFirst)}`, ratio(w((r) => r.rowClickCold), p((r) => r.rowClickFirst)));
  row('row click → messages painted, warm', `${w((r) => r.rowClickWarm)}`, `${p((r) => r.rowClickAgain)}`, ratio(w((r) => r.rowClickWarm), p((r) => r.rowClickAgain)));
  row('openDM() → composer ready', `${w((r) => r.openDmToComposer)}`, '—');
  row('navigation → composer ready', `${w((r) => r.navigationToComposer)}`, `${p((r) => r.navigationToComposer)}`, ratio(w((r) => r.navigationToComposer), p((r) => r.navigationToComposer)));
  row('  (plain: navigation → first messages)', '', `${p((r) => r.navigationToMessages)}`);
  console.log(`  (widget: ready at ${w((r) => r.readyAt)} ms; plain "cold" = first click on another channel, "warm" = back to the first)`);

  }

  // Send → shown, one DM in two windows each.
  if (PARTS.has('latency')) {
  const sender = await openWidget(env, qa);
  const receiver = await openWidget(env, qb);
  await openDmIn(sender.page, qa, qb);
  await openDmIn(receiver.page, qa, qb);
  const ours = await measureLatency(sender.page, receiver.page, MESSAGES, 'widget');
  await Promise.all([sender.close(), receiver.close()]);
  // The plain pages of a user with one channel: it is the active one.
  const plainSender = await openPlain(env, wa);
  const plainReceiver = await openPlain(env, wb);
  for (const page of [plainSender.page, plainReceiver.page]) await inPage(page, `bench.when('[data-testid="message-input"]')`);
  const theirs = await measureLatency(plainSender.page, plainReceiver.page, MESSAGES, 'plain');
  await Promise.all([plainSender.close(), plainReceiver.close()]);
  console.log(`send → shown in the other window's message list, ${MESSAGES} messages 100–500 ms apart (ms)`);
  for (const key of ['p50', 'p95', 'p99', 'max'] as const) row(key, `${ours[key]}`, `${theirs[key]}`, ratio(ours[key], theirs[key]));
  row('shown / sent', `${ours.shown}/${ours.sent}`, `${theirs.shown}/${theirs.sent}`);

  }

  // A long channel, scrolled to its first message.
  if (PARTS.has('long')) {
  const first = text('long')(1);
  const longOurs = await openWidget(env, xa);
  await openDmIn(longOurs.page, xa, xb);
  await inPage(longOurs.page, `bench.when('.str-chat__message-list', ${JSON.stringify(text('long')(LONG))})`);
  const scrollOurs = await scrollToFirst(longOurs.page, first, SCROLL_SECONDS);
  await longOurs.close();
  const longTheirs = await openPlain(env, ya);
  await inPage(longTheirs.page, `bench.when('.str-chat__message-list', ${JSON.stringify(text('long')(LONG))})`);
  const scrollTheirs = await scrollToFirst(longTheirs.page, first, SCROLL_SECONDS);
  await longTheirs.close();
  console.log(`a ${LONG}-message channel scrolled up to its first message (at most ${SCROLL_SECONDS} s each)`);
  row('reached the first message', `${scrollOurs.reached} ${scrollOurs.seconds} s`, `${scrollTheirs.reached} ${scrollTheirs.seconds} s`);
  row('most DOM elements (shadow root / document)', `${scrollOurs.maxNodes}`, `${scrollTheirs.maxNodes}`, ratio(scrollOurs.maxNodes, scrollTheirs.maxNodes));
  row('animation frames ≥ 50 ms while scrolling', `${scrollOurs.longFrames}`, `${scrollTheirs.longFrames}`);
  row('longest frame (ms)', `${scrollOurs.longestFrame}`, `${scrollTheirs.longestFrame}`);

  }

  // A user with 300 channels opens the list.
  if (PARTS.has('many')) {
  const manyOurs = await openWidget(env, ma);
  const oursRequests = watchRequests(manyOurs.page);
  const clickAt = await inPage<number>(manyOurs.page, `(() => { const t = performance.now(); bench.root().querySelector('.bc-launcher').click(); return t; })()`);
  const listAt = await inPage<number>(manyOurs.page, `bench.when('[data-testid="channel-list-item-button"]').then(() => bench.painted())`);
  // Counted with the list at rest; the widget's rest includes warming the message view, which it does once the
  // list has sat idle for a moment (src/app/ui/PanelView.tsx).
  await oursRequests.finished(/\/messageViewParts-[^/]*\.js$/);
  await settled(oursRequests);
  const nodesOurs = await inPage<number>(manyOurs.page, 'bench.nodes()');
  await manyOurs.close();
  const manyTheirs = await openPlain(env, na);
  const theirRequests = watchRequests(manyTheirs.page);
  const plainListAt = await inPage<number>(manyTheirs.page, `bench.when('[data-testid="channel-list-item-button"]').then(() => bench.painted())`);
  await settled(theirRequests);
  const nodesTheirs = await inPage<number>(manyTheirs.page, 'bench.nodes()');
  await manyTheirs.close();
  console.log(`a user with ${CHANNELS} channels`);
  row('list open (widget: launcher click; plain: navigation)', `${Math.round(listAt - clickAt)} ms`, `${Math.round(plainListAt)} ms`);
  row('DOM elements, the list at rest', `${nodesOurs}`, `${nodesTheirs}`, ratio(nodesOurs, nodesTheirs));
  }
} finally {
  await browser.close();
  await server.close();
  await backend.close();
  rmSync(plainDir, { recursive: true, force: true });
}
