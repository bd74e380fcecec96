import { describe, expect, it } from 'vitest';
import { acceptsFiles, acceptsType } from '../../../src/chat/dropzone/acceptsFiles.js';

describe('acceptsType', () => {
  it.each([
    ['image/png', [], true],
    ['image/png', ['image/*'], true],
    ['IMAGE/PNG', ['image/*'], true],
    ['video/mp4', ['image/*'], false],
    ['application/pdf', ['application/pdf', 'image/*'], true],
    ['application/zip', ['application/pdf'], false],
  ] as const)('acceptsType(%j, %j) is %s', (type, accepted, expected) => expect(acceptsType(type, accepted)).toBe(expected));
});

describe('acceptsFiles', () => {
  it.each([
    [[{ type: 'image/png' }], ['image/*'], false, true],
    [[{ type: 'image/png' }, { type: 'image/gif' }], ['image/*'], true, true],
    [[{ type: 'image/png' }, { type: 'image/gif' }], ['image/*'], false, false],
    [[{ type: 'image/png' }, { type: 'text/plain' }], ['image/*'], true, false],
    [[], [], true, false],
  ] as const)('acceptsFiles(%j, %j, multiple %s) is %s', (files, accepted, multiple, expected) =>
    expect(acceptsFiles(files, accepted, multiple)).toBe(expected));
});
