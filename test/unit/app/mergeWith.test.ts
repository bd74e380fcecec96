// The kit merges its configs (the voice recorder's defaults under the host's, the emoji middleware's options)
// with a small stand-in for lodash.mergewith: each case must leave the target and return exactly what lodash does.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import mergeWith from '../../../src/app/kitDeps/mergeWith.js';
import type { MergeCustomizer } from '../../../src/app/kitDeps/mergeWith.js';

const lodashMergeWith = createRequire(import.meta.url)('lodash.mergewith') as (object: object, source: object, customizer?: MergeCustomizer) => object;

class Encoder { constructor(readonly bitRate: number) {} }
const encode = (): string => 'mp3';
// The kit's own customizer for recorder configs: what the target holds wins, the source fills the gaps.
const undefinedOnly: MergeCustomizer = (object, source) => object ?? source;

const cases: [string, () => object, () => object, MergeCustomizer | undefined][] = [
  ['flat options', () => ({ minChars: 1, trigger: ':' }), () => ({ minChars: 3 }), undefined],
  ['nested objects', () => ({ a: { b: 1, c: { d: 2 } } }), () => ({ a: { c: { e: 3 }, f: 4 } }), undefined],
  ['arrays by index', () => ({ list: [1, { x: 1 }, 3] }), () => ({ list: [9, { y: 2 }] }), undefined],
  ['an array where there was none', () => ({ list: 'none' }), () => ({ list: [{ x: 1 }] }), undefined],
  ['a plain object over a function', () => ({ f: encode }), () => ({ f: { x: 1 } }), undefined],
  ['functions, class instances and dates as they are', () => ({ e: { bitRate: 1 } }), () => ({ e: new Encoder(128), f: encode, d: new Date(0) }), undefined],
  ['undefined only where the key is missing', () => ({ a: 1 }), () => ({ a: undefined, b: undefined }), undefined],
  ['null over a value', () => ({ a: { b: 1 } }), () => ({ a: null }), undefined],
  ['the recorder defaults under a host config', () => ({ mediaRecorderConfig: { mimeType: 'audio/webm' }, transcoderConfig: undefined }),
    () => ({ mediaRecorderConfig: { mimeType: 'audio/mp4', audioBitsPerSecond: 128000 }, transcoderConfig: { encoder: encode, sampleRate: 16000 }, amplitudeRecorderConfig: { sampleCount: 100 } }), undefinedOnly],
  ['a customizer answering undefined', () => ({ a: { b: 1 } }), () => ({ a: { c: 2 }, d: 3 }), () => undefined],
  ['a customizer replacing a subtree', () => ({ a: { b: 1 } }), () => ({ a: { c: 2 } }), (_o, s) => (typeof s === 'object' ? 'replaced' : undefined)],
];

describe('mergeWith', () => {
  it.each(cases)('%s: as lodash', (_name, target, source, customizer) => {
    const ours = target();
    const theirs = target();
    const oursReturned = mergeWith(ours, source(), customizer);
    const theirsReturned = lodashMergeWith(theirs, source(), customizer);
    expect(oursReturned).toBe(ours);
    expect(theirsReturned).toBe(theirs);
    expect(ours).toStrictEqual(theirs);
  });

  it('keeps a function or class instance itself, not a copy', () => {
    const encoder = new Encoder(64);
    const merged = mergeWith<{ e?: Encoder; f?: () => string }>({}, { e: encoder, f: encode });
    expect(merged.e).toBe(encoder);
    expect(merged.f).toBe(encode);
  });

  it('copies plain objects from the source instead of sharing them', () => {
    const source = { nested: { x: 1 } };
    const merged = mergeWith<{ nested?: { x: number } }>({}, source);
    expect(merged.nested).toEqual({ x: 1 });
    expect(merged.nested).not.toBe(source.nested);
  });
});
