// The kit's stylesheet is cut by what the code that loads with the first paint can put on an element: its rules go
// with the message view, the others with the first lazy part. A class the first paint uses must never be left out.
import { describe, expect, it } from 'vitest';
import { classesUsedBy, cssPartition } from '../../../build/cssSubset.mjs';

const used = (code: string) => {
  const { exact, patterns } = classesUsedBy(code);
  return (name: string) => exact.has(name) || patterns.some((pattern) => pattern.test(name));
};

describe('classesUsedBy', () => {
  it.each<[string, string, string[], string[]]>([
    ['a literal name', 'className: "str-chat__message-text"', ['str-chat__message-text'], ['str-chat__message-text-inner']],
    ['names built in a template literal', 'className: `str-chat__message-${type}-status`', ['str-chat__message-simple-status'], ['str-chat__message-status-x', 'str-chat__message-reactions']],
    ['a prefix with a name concatenated on', '"str-chat__avatar--" + size', ['str-chat__avatar--sm'], ['str-chat__avatar-image']],
    ['two names in one string', '"str-chat__li str-chat__li--single"', ['str-chat__li', 'str-chat__li--single'], ['str-chat__list']],
  ])('%s', (_name, code, accepted, refused) => {
    const isUsed = used(code);
    for (const name of accepted) expect(isUsed(name), name).toBe(true);
    for (const name of refused) expect(isUsed(name), name).toBe(false);
  });
});

describe('cssPartition', () => {
  const isUsed = (name: string) => ['str-chat__message', 'str-chat__message-text'].includes(name);

  it('keeps rules of used classes, variables and resets on the first side, the others on the second', () => {
    const css = '.str-chat{--c:red}.str-chat__message{color:var(--c)}.str-chat__modal{z-index:9}.str-chat__message .str-chat__modal{top:0}';
    expect(cssPartition(css, isUsed)).toEqual([
      '.str-chat{--c:red}.str-chat__message{color:var(--c)}',
      '.str-chat__modal{z-index:9}.str-chat__message .str-chat__modal{top:0}',
    ]);
  });

  it('splits a selector list and keeps grouping at-rules on each side that needs them', () => {
    const css = '@media (max-width:1px){.str-chat__message-text,.str-chat__modal{margin:0}}@keyframes spin{to{rotate:1turn}}';
    expect(cssPartition(css, isUsed)).toEqual([
      '@media (max-width:1px){.str-chat__message-text{margin:0}}@keyframes spin{to{rotate:1turn}}',
      '@media (max-width:1px){.str-chat__modal{margin:0}}',
    ]);
  });

  it('treats the theme classes as always there', () => {
    expect(cssPartition('.str-chat__theme-dark .str-chat__message{color:#fff}', isUsed)).toEqual(['.str-chat__theme-dark .str-chat__message{color:#fff}', '']);
  });
});
