import { describe, expect, it } from 'vitest';
import { DOCUMENT_ALLOWLIST } from '../../../build/kitDocumentAllowlist.mjs';
import { documentUses, unlistedUses } from '../../../build/kitDocumentUses.mjs';

// Every `document.` in the bundled kit is a shadow-root hazard until a patch removes it or the allowlist says
// why it is safe; a kit upgrade that adds one stops the build.
const base = '/kit';

describe('document uses in the bundled kit', () => {
  it('are counted per kit file and property, whatever the spacing, and only in kit files', () => {
    const uses = documentUses([
      ['/kit/a.mjs', 'document.body.append(x); document .body; window.document?.title; ownerDocument.body; my_document.x; "application/vnd.ms-word.document.macroEnabled"'],
      ['/kit/b.mjs', 'const el = root.getElementById(id);'],
      ['/src/app/c.ts', 'document.body'],
    ], base);
    expect(uses).toEqual([{ file: 'a.mjs', use: 'body', count: 2 }, { file: 'a.mjs', use: 'title', count: 1 }]);
  });

  it('fail the check unless the allowlist names the file and the property', () => {
    const uses = [{ file: 'a.mjs', use: 'body', count: 2 }, { file: 'a.mjs', use: 'getElementById', count: 1 }];
    expect(unlistedUses(uses, [{ file: 'a.mjs', use: 'body', why: 'compared only' }])).toEqual([uses[1]]);
  });

  it('each allowlisted use says why it is safe', () => {
    for (const entry of DOCUMENT_ALLOWLIST) expect(entry.why.length, `${entry.file} document.${entry.use}`).toBeGreaterThan(30);
  });
});
