import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { cssSubset } from './cssSubset.mjs';
import { remToPx } from './remToPx.mjs';

/** `import css from 'x.css?<subset>'`: the subsets we know, as the kit class prefixes they keep. */
const SUBSETS = {
  // What our channel list (src/app/ui/ChannelList) renders with the kit's classes.
  'channel-list': ['channel-list', 'avatar', 'badge', 'loading-channels', 'summarized-message-preview', 'load-more-button', 'button'],
};

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
      const css = subset ? cssSubset(pinned, SUBSETS[subset]) : pinned;
      return `export default ${JSON.stringify(css)};`;
    },
  };
}
