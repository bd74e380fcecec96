/**
 * Bytes and times to a conversation, the widget and the plain kit side by side (one run of each per call):
 * navigation → list → row click → messages, the message view cold (its files held back until the click) and
 * warm (fetched while the list sat idle), openDM() → composer; the plain page from navigation.
 */
import type { HostUser } from '../../e2e/helpers/backend.js';
import type { BenchEnv } from './session.js';
import { dmTarget, inPage, openPlain, openWidget } from './session.js';

/** A user with two DMs whose messages are seeded; `lastTexts[0]` is the newest channel's last message. */
export interface ConversationFixture {
  widgetUser: HostUser;
  plainUser: HostUser;
  /** Posters of the widget user's DMs, for openDM. */
  widgetPoster: HostUser;
  /** Last message of the channel first in the list, and of the second. */
  lastTexts: [string, string];
}

/** One widget run (ms and bytes). */
export interface WidgetRun {
  readyAt: number;
  clickToList: number;
  navigationToList: number;
  bytesToList: number;
  rowClickCold: number;
  bytesToConversation: number;
  rowClickWarm: number;
  /** Files the warm-up fetched while the list was idle (they are in bytesToConversation too). */
  warmBytes: number;
  openDmToComposer: number;
  navigationToComposer: number;
}

/** One plain-kit run. */
export interface PlainRun {
  navigationToList: number;
  navigationToMessages: number;
  navigationToComposer: number;
  bytesToConversation: number;
  rowClickFirst: number;
  rowClickAgain: number;
}

const LIST_ROW = '[data-testid="channel-list-item-button"]';
const messagesShow = (text: string): string => `bench.when('.str-chat__message-list', ${JSON.stringify(text)}).then(() => bench.painted())`;
const clickRow = (index: number): string => `(() => { const t = performance.now(); bench.root().querySelectorAll('${LIST_ROW}')[${index}].click(); return t; })()`;

/** Waits until no file was requested for `quietMs`. */
async function networkQuiet(env: BenchEnv, quietMs: number): Promise<void> {
  let seen = -1;
  while (seen !== env.server.requests.length) {
    seen = env.server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** The widget: cold row click, warm row click, openDM. */
export async function widgetRun(env: BenchEnv, fixture: ConversationFixture): Promise<WidgetRun> {
  const { server } = env;
  const newest = fixture.lastTexts[0];

  // Cold: the message view's files are held back until the row is clicked.
  const release = server.hold(/messageViewParts/);
  let from = server.requests.length;
  const cold = await openWidget(env, fixture.widgetUser);
  const readyAt = await inPage<number>(cold.page, 'readyAt');
  const clickAt = await inPage<number>(cold.page, `(() => { const t = performance.now(); bench.root().querySelector('.bc-launcher').click(); return t; })()`);
  const listAt = await inPage<number>(cold.page, `bench.when('${LIST_ROW}').then(() => bench.painted())`);
  const bytesToList = server.gzipBytes(server.requests.slice(from));
  const rowAt = await inPage<number>(cold.page, clickRow(0));
  release();
  const coldShownAt = await inPage<number>(cold.page, messagesShow(newest));
  const bytesToConversation = server.gzipBytes(server.requests.slice(from));
  await cold.close();

  // Warm: the list sits idle until the warm-up has fetched the view.
  from = server.requests.length;
  const warm = await openWidget(env, fixture.widgetUser);
  await inPage(warm.page, `bench.root().querySelector('.bc-launcher').click()`);
  await inPage(warm.page, `bench.when('${LIST_ROW}')`);
  const listFrom = server.requests.length;
  while (!server.requests.slice(listFrom).some((path) => path.includes('messageViewParts'))) await new Promise((resolve) => setTimeout(resolve, 50));
  await networkQuiet(env, 700);
  const warmBytes = server.gzipBytes(server.requests.slice(listFrom));
  const warmRowAt = await inPage<number>(warm.page, clickRow(0));
  const warmShownAt = await inPage<number>(warm.page, messagesShow(newest));
  await warm.close();

  // openDM straight after ready: the host's "Message the poster" button.
  const dm = await openWidget(env, fixture.widgetUser);
  const target = dmTarget(fixture.widgetUser, fixture.widgetPoster);
  const openAt = await dm.page.evaluate((t) => {
    const at = performance.now();
    void (window as unknown as { BountyChat: { openDM(x: unknown): Promise<void> } }).BountyChat.openDM(t);
    return at;
  }, target);
  const composerAt = await inPage<number>(dm.page, `bench.when('[data-testid="message-input"]').then(() => bench.painted())`);
  await dm.close();

  return {
    readyAt: Math.round(readyAt), clickToList: Math.round(listAt - clickAt), navigationToList: Math.round(listAt),
    bytesToList, rowClickCold: Math.round(coldShownAt - rowAt), bytesToConversation,
    rowClickWarm: Math.round(warmShownAt - warmRowAt), warmBytes,
    openDmToComposer: Math.round(composerAt - openAt), navigationToComposer: Math.round(composerAt),
  };
}

/** The plain kit: everything from navigation; then a click on the second channel and back on the first. */
export async function plainRun(env: BenchEnv, fixture: ConversationFixture): Promise<PlainRun> {
  const { server } = env;
  const from = server.requests.length;
  const plain = await openPlain(env, fixture.plainUser);
  const listAt = await inPage<number>(plain.page, `bench.when('${LIST_ROW}').then(() => bench.painted())`);
  const messagesAt = await inPage<number>(plain.page, messagesShow(fixture.lastTexts[0]));
  const composerAt = await inPage<number>(plain.page, `bench.when('[data-testid="message-input"]').then(() => bench.painted())`);
  const bytesToConversation = server.gzipBytes(server.requests.slice(from));
  const second = await inPage<number>(plain.page, clickRow(1));
  const secondAt = await inPage<number>(plain.page, messagesShow(fixture.lastTexts[1]));
  const first = await inPage<number>(plain.page, clickRow(0));
  const firstAt = await inPage<number>(plain.page, messagesShow(fixture.lastTexts[0]));
  await plain.close();
  return {
    navigationToList: Math.round(listAt), navigationToMessages: Math.round(messagesAt), navigationToComposer: Math.round(composerAt),
    bytesToConversation, rowClickFirst: Math.round(secondAt - second), rowClickAgain: Math.round(firstAt - first),
  };
}
