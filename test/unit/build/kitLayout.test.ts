// A kit whose ES build is bundled into chunks (stream-chat-react 14.11.x) cannot be adapted by path: the build says
// so at its start instead of failing at its end on the first check that happens to run (the aliases).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kitLayout, kitLayoutProblem } from '../../../build/kitLayout.mjs';

let kit: string;
let es: string;
beforeEach(() => {
  kit = mkdtempSync(join(tmpdir(), 'kit-layout-'));
  es = join(kit, 'dist/es');
  mkdirSync(es, { recursive: true });
  writeFileSync(join(kit, 'package.json'), JSON.stringify({ name: 'stream-chat-react', version: '14.11.1' }));
  writeFileSync(join(es, 'index.mjs'), 'export const Chat = 1;\n');
  writeFileSync(join(es, 'NotificationList.db01a56d.mjs'), 'export const Channel = 1;\n');
});
afterEach(() => { rmSync(kit, { recursive: true, force: true }); });

describe('kitLayout', () => {
  it('accepts the installed kit, which keeps one module per source file', () => {
    expect(kitLayoutProblem()).toBeNull();
  });

  it('names the version and the reason when the ES build is bundled', () => {
    expect(kitLayoutProblem(es)).toMatch(/^stream-chat-react 14\.11\.1 ships its ES build bundled into chunks/);
  });

  it('accepts a kit with its modules in place', () => {
    mkdirSync(join(es, 'components'));
    mkdirSync(join(es, 'i18n'));
    writeFileSync(join(es, 'i18n/en.mjs'), 'export default {};\n');
    expect(kitLayoutProblem(es)).toBeNull();
  });

  it('fails the build before anything is bundled', async () => {
    const build = rollup({ input: join(es, 'index.mjs'), plugins: [kitLayout(es)], onwarn: () => {} });
    await expect(build).rejects.toThrow(/14\.11\.1 ships its ES build bundled/);
  });
});
