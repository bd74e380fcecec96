// What a host page's visitor downloads to see the channel list has a budget: 300 KiB gzip, JS and
// CSS. The heavy parts must stay out of it and out of the message view. dist/ is built by globalSetup.
import { describe, expect, it } from 'vitest';
import { appPhases, gzipBytes } from '../bench/size/chunkGraph.js';

const FIRST_OPEN_BUDGET_BYTES = 300 * 1024;
const dist = new URL('../../dist/', import.meta.url);
const phases = appPhases(dist);
const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gzipBytes(dist, file), 0);
const packagesOf = (files: Iterable<string>): Set<string> => new Set([...files].flatMap(
  (file) => Object.keys(phases.chunks.find((chunk) => chunk.file === file)?.packages ?? {})));

describe('the first open', () => {
  it('fetches at most 300 KiB gzip (JS with the CSS inside) up to the channel list', () => {
    expect(sum(phases.firstOpen)).toBeLessThanOrEqual(FIRST_OPEN_BUDGET_BYTES);
  });

  it("needs none of the kit's JavaScript: the list is ours, the kit comes with the first channel", () => {
    const packages = packagesOf(phases.firstOpen);
    for (const heavy of ['stream-chat-react', 'i18next', 'react-aria', 'react-virtuoso', 'micromark-core-commonmark']) {
      expect(packages).not.toContain(heavy);
    }
  });
});

describe('the lazy parts', () => {
  it.each([
    ['emoji picker', 'emoji-mart'],
    ['emoji data', '@emoji-mart/data'],
    ['mp3 encoder', '@breezystack/lamejs'],
    ['video player', 'react-player'],
  ])('the %s (%s) loads neither on first open nor with the message view', (_part, name) => {
    expect(packagesOf([...phases.firstOpen, ...phases.messageView])).not.toContain(name);
    expect(packagesOf(phases.lazy.map((chunk) => chunk.file))).toContain(name);
  });

  it.each(['Poll', 'PollCreationDialog', 'ModalGallery', 'Gallery', 'AudioRecorder', 'emojis', 'mp3-encoder'])(
    'the kit part %s is a chunk of its own, loaded on first use', (name) => {
      expect(phases.lazy.map((chunk) => chunk.name)).toContain(name);
    });
});
