import { kitEs } from './patchKit.mjs';
import { DOCUMENT_ALLOWLIST } from './kitDocumentAllowlist.mjs';

// `document.x` or `window.document.x`, not `ms-word.document.macroEnabled` (a MIME type) or `ownerDocument`.
const USE = /(?:(?<![\w$.])|(?<=\bwindow\??\.))document\s*\??\.\s*([\w$]+)/g;

/** `{ file, use, count }` for every `document.<use>` in the given kit modules' code. */
export function documentUses(modules, base = kitEs) {
  const counts = new Map();
  for (const [id, code] of modules) {
    if (!id.startsWith(`${base}/`) || !code) continue;
    for (const [, use] of code.matchAll(USE)) {
      const key = `${id.split('?')[0].slice(base.length + 1)}\0${use}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, count]) => {
    const [file, use] = key.split('\0');
    return { file, use, count };
  });
}

/** The uses no entry of `allowlist` (`{ file, use, why }`) names. */
export function unlistedUses(uses, allowlist) {
  return uses.filter(({ file, use }) => !allowlist.some((entry) => entry.file === file && entry.use === use));
}

/**
 * Fails the build when the bundled kit code (after the patches) touches `document.` anywhere the allowlist
 * does not name with a reason: inside a shadow root each such use is a hazard until shown otherwise.
 */
export function kitDocumentUses(allowlist = DOCUMENT_ALLOWLIST, base = kitEs) {
  return {
    name: 'bounty-kit-document-uses',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).filter((c) => c.type === 'chunk')
        .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => [id, info.code]));
      const uses = documentUses(modules, base);
      const unlisted = unlistedUses(uses, allowlist);
      const stale = allowlist.filter((entry) => !uses.some((u) => u.file === entry.file && u.use === entry.use));
      for (const entry of stale) this.warn(`allowlisted kit use document.${entry.use} in ${entry.file} is no longer bundled: drop it from build/kitDocumentAllowlist.mjs`);
      if (unlisted.length) {
        this.error(`the bundled kit uses document where no patch or allowlist entry (build/kitDocumentAllowlist.mjs) says why it is safe in a shadow root:\n${unlisted.map((u) => `  ${u.file}: document.${u.use} (${u.count}×)`).join('\n')}`);
      }
    },
  };
}
