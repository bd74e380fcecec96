// What a host page's visitor downloads has budgets, JS and CSS gzip: up to the channel list, and up to the first
// channel's messages. The heavy parts must stay out of both and load on first use. dist/ is built by globalSetup.
import { describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { appPhases, gzipBytes } from '../bench/size/chunkGraph.js';

/** The kit's whole stylesheet, unminified, in bytes (the manifest counts CSS before minification too). */
const KIT_CSS_BYTES = statSync(createRequire(import.meta.url).resolve('stream-chat-react/dist/css/index.css')).size;
// The goals: the list in 185 KiB, a conversation in 300.
const CONVERSATION_KIB = 300;
const FIRST_OPEN_KIB = 185;
const FIRST_OPEN_BUDGET_BYTES = FIRST_OPEN_KIB * 1024;
const CONVERSATION_BUDGET_BYTES = CONVERSATION_KIB * 1024;
const dist = new URL('../../dist/', import.meta.url);
const phases = appPhases(dist);
const sum = (files: Iterable<string>): number => [...files].reduce((total, file) => total + gzipBytes(dist, file), 0);
const packagesOf = (files: Iterable<string>): Set<string> => new Set([...files].flatMap(
  (file) => Object.keys(phases.chunks.find((chunk) => chunk.file === file)?.packages ?? {})));

describe('the first open', () => {
  it(`fetches at most ${FIRST_OPEN_KIB} KiB gzip (JS with the CSS inside) up to the channel list`, () => {
    expect(sum(phases.firstOpen)).toBeLessThanOrEqual(FIRST_OPEN_BUDGET_BYTES);
  });

  it(`fetches at most ${CONVERSATION_KIB} KiB gzip up to the first channel's messages`, () => {
    expect(sum([...phases.firstOpen, ...phases.messageView])).toBeLessThanOrEqual(CONVERSATION_BUDGET_BYTES);
  });

  it("needs none of the kit's JavaScript: the list is ours, the kit comes with the first channel", () => {
    const packages = packagesOf(phases.firstOpen);
    for (const heavy of ['stream-chat-react', 'i18next', 'react-aria', 'react-virtuoso', 'micromark-core-commonmark']) {
      expect(packages).not.toContain(heavy);
    }
  });
});

describe('the message view', () => {
  it.each([
    ['the Markdown parser', 'micromark'],
    ['the Markdown parser', 'react-markdown'],
    ['the WebM duration fixer', 'fix-webm-duration'],
    ["the Markdown plugins' tree tools", 'unist-util-visit'],
    ["the Markdown plugins' tree tools", 'hast-util-find-and-replace'],
  ])('leaves %s (%s) to the first message or recording that needs it', (_part, name) => {
    expect(packagesOf([...phases.firstOpen, ...phases.messageView])).not.toContain(name);
    expect(packagesOf(phases.lazy.map((chunk) => chunk.file))).toContain(name);
  });

  it.each(['lodash.mergewith', 'emoji-regex', 'react-textarea-autosize', 'axios'])('runs without %s (a smaller stand-in takes its place)', (name) => {
    expect(packagesOf(phases.chunks.map((chunk) => chunk.file))).not.toContain(name);
  });

  it('leaves the link finder (linkifyjs) to the conversation, out of the list', () => {
    expect(packagesOf(phases.firstOpen)).not.toContain('linkifyjs');
    expect(packagesOf(phases.messageView)).toContain('linkifyjs');
  });

  it('drops files with its own drop zone, without react-dropzone', () => {
    expect(packagesOf(phases.chunks.map((chunk) => chunk.file))).not.toContain('react-dropzone');
  });

  it("adds only the stylesheet rules the channel list's layer lacks", () => {
    const css = phases.chunks.find((chunk) => chunk.name === 'messageViewParts')?.packages['stream-chat-react css'] ?? 0;
    expect(css).toBeGreaterThan(0);
    expect(css).toBeLessThan(KIT_CSS_BYTES * 0.75);
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

  it.each([
    // Told by a text in no other kit module: the player's error log line.
    ["the kit's audio player class (with the first audio on screen, not with the channel's player pool)", '[AUDIO PLAYER]'],
  ])('%s loads neither on first open nor with the message view', (_part, text) => {
    const holds = (file: string): boolean => readFileSync(new URL(file, dist), 'utf8').includes(text);
    expect([...phases.firstOpen, ...phases.messageView].filter(holds)).toEqual([]);
    expect(phases.lazy.map((chunk) => chunk.file).filter(holds)).not.toEqual([]);
  });

  it.each(['Poll', 'AudioRecorder', 'emojis', 'mp3-encoder', 'Attachment', 'MessageReactions', 'GlobalModal'])(
    'the kit part %s is a chunk of its own, loaded on first use', (name) => {
      expect(phases.lazy.map((chunk) => chunk.name)).toContain(name);
    });
});
