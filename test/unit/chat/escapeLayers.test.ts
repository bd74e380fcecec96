// Escape closes the innermost open layer only.
import { describe, expect, it } from 'vitest';
import { backLayer, closesItself, innermostLayer } from '../../../src/chat/escapeLayers.js';
import type { EscapeLayer, OpenLayers } from '../../../src/chat/escapeLayers.js';

describe('innermostLayer', () => {
  it.each<[OpenLayers, EscapeLayer | null]>([
    [{ suggestions: true, menu: true, thread: true, channel: true, panel: true }, 'suggestions'],
    [{ menu: true, thread: true, channel: true, panel: true }, 'menu'],
    [{ thread: true, channel: true, panel: true }, 'thread'],
    [{ channel: true, panel: true }, 'channel'],
    [{ settings: true, panel: true }, 'settings'],
    [{ panel: true }, 'panel'],
    [{ channel: true }, 'channel'],
    [{}, null],
  ])('%o → %s', (open, expected) => expect(innermostLayer(open)).toBe(expected));

  it.each<[EscapeLayer | null, boolean]>([['suggestions', true], ['menu', true], ['thread', false], ['channel', false], ['settings', false], ['panel', false], [null, false]])(
    '%s closes itself: %s', (layer, expected) => expect(closesItself(layer)).toBe(expected));
});

describe('backLayer', () => {
  it.each<[Record<string, boolean>, string | null]>([
    [{ thread: true, channel: true, panel: true }, 'thread'],
    [{ menu: true, thread: true, channel: true }, 'thread'],
    [{ channel: true, panel: true }, 'channel'],
    [{ settings: true, panel: true }, 'settings'],
    [{ panel: true }, null],
  ])('%o → %s', (open, expected) => expect(backLayer(open)).toBe(expected));
});
