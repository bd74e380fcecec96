import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { cssSubset } from './cssSubset.mjs';

/** `import css from 'x.css?<subset>'`: the subsets we know, as the kit class prefixes they keep. */
const SUBSETS = {
  // What our channel list (src/app/ui/ChannelList) renders with the kit's classes.
  'channel-list': ['channel-list', 'avatar', 'badge', 'loading-channels', 'summarized-message-preview', 'load-more-button', 'button'],
};

const isCss = (id) => id.split('?')[0].endsWith('.css');

/**
 * Any `.css` import becomes a minified string module, adopted by the shadow root as a constructable sheet.
 * `?<subset>` keeps only the rules that subset needs (see cssSubset). The kit's CSS is patched as text before
 * this plugin's transform (build/patches/css.mjs, applied by kitPatches, which must come first).
 */
export function cssAsString() {
  return {
    name: 'bounty-css-string',
    async resolveId(source, importer) {
      const [path, subset] = source.split('?');
      if (!subset || !path.endsWith('.css')) return null;
      if (!SUBSETS[subset]) this.error(`unknown CSS subset ?${subset} (known: ${Object.keys(SUBSETS).join(', ')})`);
      const resolved = await this.resolve(path, importer, { skipSelf: true });
      return resolved && `${resolved.id}?${subset}`;
    },
    load(id) {
      return isCss(id) ? readFileSync(id.split('?')[0], 'utf8') : null;
    },
    async transform(source, id) {
      if (!isCss(id)) return null;
      const subset = id.split('?')[1];
      const { code } = await transform(source, { loader: 'css', minify: true });
      const css = subset ? cssSubset(code.trim(), SUBSETS[subset]) : code.trim();
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}
