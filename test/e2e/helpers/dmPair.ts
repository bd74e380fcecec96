/**
 * Two fresh users on their own host pages in one host environment, and the DM between them: Alice (a
 * candidate) and Bob (the bounty's poster). The set-up of a test file whose tests share one conversation.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { HostUser } from './backend.js';
import { makePair, openDirectMessage, startHostEnvironment } from './widgetHost.js';
import type { HostEnvironment } from './widgetHost.js';

/** How the pair starts. */
export interface DmPairOptions {
  /** The bounty the DM is about. */
  bountyId: string;
  /** How the environment starts (blocked words, browser flags). */
  environment?: Parameters<typeof startHostEnvironment>[0];
  /** Both pages' viewport (the browser's default without). */
  viewport?: BrowserContextOptions['viewport'];
  /** Alice's and Bob's browser contexts besides the viewport (touch…). */
  alice?: BrowserContextOptions;
  bob?: BrowserContextOptions;
  /** Each page's default timeout for its waits and actions. */
  timeout: number;
  /** Open the DM on both pages before returning (default true); false leaves it to each test. */
  openDm?: boolean;
}

/** The running pair. */
export interface DmPair {
  env: HostEnvironment;
  candidate: HostUser;
  poster: HostUser;
  alice: Page;
  bob: Page;
  /** The DM's `openDM` target. */
  dm: { userId: string; bountyId: string; candidateId: string };
  /** Closes the pages, the browser and the servers. */
  close(): Promise<void>;
}

/** Starts an environment, opens Alice's and Bob's host pages side by side and (unless told not to) their DM. */
export async function startDmPair(options: DmPairOptions): Promise<DmPair> {
  const env = await startHostEnvironment(options.environment);
  const { candidate, poster } = makePair();
  const dm = { userId: poster.sub, bountyId: options.bountyId, candidateId: candidate.sub };
  const viewport = options.viewport ? { viewport: options.viewport } : {};
  const [alice, bob] = await Promise.all([
    env.openHost(candidate, 'alice.html', {}, { ...viewport, ...options.alice }),
    env.openHost(poster, 'bob.html', {}, { ...viewport, ...options.bob }),
  ]);
  for (const page of [alice, bob]) page.setDefaultTimeout(options.timeout);
  if (options.openDm !== false) {
    await openDirectMessage(alice, dm);
    await openDirectMessage(bob, dm);
  }
  return { env, candidate, poster, alice, bob, dm, close: () => env.close() };
}
