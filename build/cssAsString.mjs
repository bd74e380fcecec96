import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { cssSubset, cssWithout } from './cssSubset.mjs';

/**
 * `import css from 'x.css?<subset>'`: the subsets we know, as the kit class prefixes they keep (`keep`), those
 * they leave out (`drop`), and the subset whose rules are already adopted before this one (`after`).
 */
const SUBSETS = {
  // What our channel list (src/app/ui/ChannelList) renders with the kit's classes.
  'channel-list': { keep: ['channel-list', 'avatar', 'badge', 'loading-channels', 'summarized-message-preview', 'load-more-button', 'button'] },
  // The message view: everything but the kit's own channel list, channel header, thread list, search and chat
  // view (the widget has its own list and header), minus what the list's subset already brought.
  'message-view': {
    keep: [''],
    drop: ['channel-list', 'channel-preview', 'channel-header', 'loading-channel', 'summarized-message', 'thread-list', 'search', 'chat-view'],
    after: 'channel-list',
  },
};

/** The rules of `css` that `subset` keeps. */
function subsetOf(css, subset) {
  const { keep, drop, after } = SUBSETS[subset];
  const kept = cssSubset(css, keep, drop);
  return after ? cssWithout(kept, subsetOf(css, after)) : kept;
}

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
      const css = subset ? subsetOf(code.trim(), subset) : code.trim();
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}
