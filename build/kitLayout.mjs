import { existsSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { kitEs } from './patchKit.mjs';

/**
 * Whether the kit's ES build keeps one module per source file (`dist/es/components/…`), as every kit adaptation
 * here assumes; `null` if it does, else why not. stream-chat-react 14.11.x ships its ES build bundled into a few
 * chunks (`index.mjs` and hashed files such as `NotificationList.<hash>.mjs`) instead.
 */
export function kitLayoutProblem(base = kitEs) {
  if (existsSync(resolvePath(base, 'components')) && existsSync(resolvePath(base, 'i18n/en.mjs'))) return null;
  const manifest = resolvePath(base, '../../package.json');
  const version = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'unknown';
  return `stream-chat-react ${version} ships its ES build bundled into chunks (no ${base}/components/), not one module per `
    + 'source file: the kit patches, lazy parts, split files, icons, aliases and locales name the kit\'s modules by path, '
    + 'so none of them can apply. Use a kit version that keeps its modules (14.12.0 does); see docs/kit-patches.md, "Upgrading the kit".';
}

/**
 * Fails the build at its start when the kit's ES build is bundled. Without it, such a kit fails only at the end of
 * the bundling, first through the alias check (every kit alias "no longer matches"), which hides the cause.
 */
export function kitLayout(base = kitEs) {
  return {
    name: 'bounty-kit-layout',
    buildStart() {
      const problem = kitLayoutProblem(base);
      if (problem) this.error(problem);
    },
  };
}
