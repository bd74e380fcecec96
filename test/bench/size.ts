// `npm run bench:size` (after `npm run build`): gzip bytes of the loader, of what the first open fetches (list of
// chunks), of the message view and of each lazy part; then, in headless Chromium against the demo backend, the
// longest main-thread task before the chat is opened (vs. the same page without the widget) and launcher
// click → channel list. BENCH_RUNS sets the number of browser runs (default 5); BENCH_BROWSER=0 skips them.
import { appPhases, gzipBytes } from './size/chunkGraph.js';
import { measureInBrowser } from './size/browserTiming.js';

const dist = new URL('../../dist/', import.meta.url);
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;
const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gzipBytes(dist, file), 0);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const phases = appPhases(dist);
const topPackages = (file: string): string => {
  const packages = phases.chunks.find((c) => c.file === file)?.packages ?? {};
  return Object.keys(packages).slice(0, 4).join(', ');
};
const listFiles = (files: Iterable<string>): void => {
  for (const file of files) console.log(`    ${kib(gzipBytes(dist, file))}  ${file.padEnd(36)} ${topPackages(file)}`);
};

console.log('BountyChat sizes (gzip -9; CSS is inside the JS chunks as strings)');
console.log(`${kib(gzipBytes(dist, 'bounty-chat.js'))}  loader dist/bounty-chat.js (budget 2 KiB)`);
console.log(`${kib(sum(phases.beforeOpen))}  before the first open: SDK, unread count, launcher`);
listFiles(phases.beforeOpen);
console.log(`${kib(sum(phases.firstOpen))}  first open, up to the channel list (JS + CSS; budget 185)`);
listFiles([...phases.firstOpen].filter((file) => !phases.beforeOpen.has(file)));
console.log(`${kib(sum(phases.messageView))}  first channel opened: the kit's message view and its stylesheet layer`);
listFiles(phases.messageView);
console.log(`${kib(sum([...phases.firstOpen, ...phases.messageView]))}  to a conversation, list and message view (goal 300; npm run bench:chat measures what a page fetches)`);
console.log('lazy chunks, each loaded on first use:');
listFiles(phases.lazy.map((chunk) => chunk.file));

if (process.env.BENCH_BROWSER !== '0') {
  const runs = await measureInBrowser(Number(process.env.BENCH_RUNS ?? 5));
  const column = (pick: (run: (typeof runs)[number]) => number): string => `median ${median(runs.map(pick))} ms, max ${Math.max(...runs.map(pick))} ms`;
  console.log(`\nheadless Chromium, ${runs.length} runs (host page + demo backend, HTTP cache off):`);
  console.log(`  longest main-thread task before open, no widget ${column((r) => r.longestTaskBaseline)}  (navigation included)`);
  console.log(`  longest main-thread task before open, widget    ${column((r) => r.longestTaskWidget)}`);
  console.log(`  the same after the host's inline script, no widget ${column((r) => r.longestAfterParseBaseline)}`);
  console.log(`  the same after the host's inline script, widget    ${column((r) => r.longestAfterParseWidget)}  (target: none over 50 ms)`);
  console.log(`  'longtask' entries (≥ 50 ms), no widget → widget ${Math.max(...runs.map((r) => r.longTasksBaseline))} → ${Math.max(...runs.map((r) => r.longTasksWidget))} (most in one run)`);
  console.log(`  main-thread task time, no widget → widget       median ${median(runs.map((r) => r.busyBaseline))} → ${median(runs.map((r) => r.busyWidget))} ms`);
  console.log(`  navigation → widget ready (connected, unread)   ${column((r) => r.navigationToReady)}`);
  console.log(`  launcher click → channel list shown             ${column((r) => r.clickToList)}`);
  const last = runs.at(-1);
  if (last) {
    console.log(`  fetched before open: ${last.fetchedBeforeOpen.join(', ')} = ${kib(sum(last.fetchedBeforeOpen.filter((f) => f.startsWith('app/'))))} app`);
    console.log(`  fetched on open:     ${last.fetchedOnOpen.join(', ')} = ${kib(sum(last.fetchedOnOpen))}`);
  }
}
