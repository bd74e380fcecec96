import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { cssSubset, cssWithout } from './cssSubset.mjs';
import { remToPx } from './remToPx.mjs';

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

/**
 * Any `.css` import becomes a minified string module, adopted by the shadow root as a constructable sheet.
 * `?<subset>` keeps only the rules that subset needs (see cssSubset); rem lengths become px (see remToPx).
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
    async load(id) {
      const [path, subset] = id.split('?');
      if (!path.endsWith('.css')) return null;
      // The kit's phone layout follows the page (767 px); inside the widget it must follow the widget's width.
      const source = readFileSync(path, 'utf8').replace(/@media \(max-width: 767px\)/g, '@container (max-width: 767px)');
      const { code } = await transform(source, { loader: 'css', minify: true });
      // rem follows the host page's root font size, even in a shadow root: pin it to px.
      const pinned = remToPx(code.trim());
      const css = subset ? subsetOf(pinned, subset) : pinned;
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
