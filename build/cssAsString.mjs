import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import MagicString from 'magic-string';
import { classesUsedBy, cssPartition, cssSubset, cssWithout } from './cssSubset.mjs';

/**
 * `import css from 'x.css?<subset>'`: the subsets we know, as the kit class prefixes they keep (`keep`), those
 * they leave out (`drop`), and the subset whose rules are already adopted before this one (`after`). A subset with
 * `usedFrom` is cut again when the chunks are known: `used` keeps the rules whose classes the code loaded with
 * that chunk (and the chunks it imports) can set, `unused` the others, for the parts that load later.
 */
const SUBSETS = {
  // What our channel list (src/app/ui/ChannelList) renders with the kit's classes.
  // Of those families, the variants the list never sets stay out: the message view brings the ones it uses.
  'channel-list': {
    keep: ['channel-list', 'avatar', 'badge', 'loading-channels', 'summarized-message-preview', 'load-more-button', 'button'],
    drop: [
      'channel-list__header', 'channel-list-item__action-buttons', 'summarized-message-preview--', 'summarized-message-preview__delivery-status',
      'summarized-message-preview__sender', 'avatar-stack', 'avatar-group', 'avatar-status-badge', 'avatar--with-border', 'avatar--size-2xl',
      'avatar--size-lg', 'avatar--size-md', 'avatar--size-sm', 'avatar--size-xs', 'badge--variant-default', 'badge--variant-error',
      'badge--variant-neutral', 'badge--variant-inverse', 'badge--variant-counter', 'badge--size-sm', 'badge--size-lg', 'badge--size-xs',
      'button--solid', 'button--primary', 'button--destructive', 'button--outline', 'button--floating', 'button--size-lg', 'button--circular',
      'button--size-md', 'button--size-xs', 'button__content', 'button-play',
    ],
  },
  // The message view: everything but the kit's own channel list, channel header, thread list, search and chat
  // view (the widget has its own list and header), minus what the list's subset already brought; the rules the
  // first paint's code uses come with it, the rest with the first lazy part (src/app/lazy/lazyStyles.ts).
  'message-view': { ...messageView(), usedFrom: 'messageViewParts', side: 'used' },
  'message-view-lazy': { ...messageView(), usedFrom: 'messageViewParts', side: 'unused' },
};

function messageView() {
  return {
    keep: [''],
    drop: ['channel-list', 'channel-preview', 'channel-header', 'loading-channel', 'summarized-message', 'thread-list', 'search', 'chat-view'],
    after: 'channel-list',
    // Classes the first paint's code names but only a lazy part shows: the thread's "Also send to the channel"
    // (the kit renders it in a thread's composer only), a chosen command's chip (after the lazy suggestion list),
    // a shared location (in a lazy attachment or the composer's lazy previews), an alert (the delete confirmation
    // and the bounce prompt, in the lazy modal), a tooltip (lazy) and the microphone's "permission denied" (in the
    // lazy callout); and a message's reminder or "saved for later", which the channel type leaves off and the widget never sets.
    later: ['send-to-channel', 'command-chip', 'location-preview', 'alert-root', 'tooltip', 'recording-permission-denied-notification',
      'message-reminder', 'message-saved-for-later'],
  };
}

/** The rules of `css` that `subset` keeps (before any cut by use). */
function subsetOf(css, subset) {
  const { keep, drop, after } = SUBSETS[subset];
  const kept = cssSubset(css, keep, drop);
  return after ? cssWithout(kept, subsetOf(css, after)) : kept;
}

/** The rules of `css` that `subset` keeps with the cutting turned off as far as `stylesheet` says. */
function uncutOrSubset(css, subset, stylesheet) {
  const { after, side } = SUBSETS[subset];
  if (stylesheet === 'whole') return after ? '' : css;
  if (stylesheet === 'subsets' && side === 'unused') return '';
  return subsetOf(css, subset);
}

/** A module's file name without its folder, extension or query (`messageViewParts`). */
const moduleName = (id) => id.split('?')[0].split('/').at(-1).replace(/\.[^.]*$/, '');

const isCss = (id) => id.split('?')[0].endsWith('.css');
const PLACEHOLDER = /(["'])__bounty_css_([\w-]+)__\1/g;

/** The static imports of `chunk` in `chunks`, transitively, itself included. */
function chunkClosure(chunks, fileName, into = new Set()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks[fileName]?.imports ?? []) chunkClosure(chunks, imported, into);
  return into;
}

/**
 * Any `.css` import becomes a minified string module, adopted by the shadow root as a constructable sheet.
 * `?<subset>` keeps only the rules that subset needs (see cssSubset). The kit's CSS is patched as text before
 * this plugin's transform (build/patches/css.mjs, applied by kitPatches, which must come first). `rendered` maps a
 * subset cut by use to its final text (for the size manifest).
 * `stylesheet` turns the cutting off, only to measure what it saves (test/bench/rewrites.ts): 'subsets' keeps the
 * subsets but does not cut them by use (the first subset cut by use gets all its rules, the later one none),
 * 'whole' gives the first subset loaded (one with no `after`) the whole sheet and every later subset nothing.
 */
export function cssAsString({ stylesheet = 'cut' } = {}) {
  if (!['cut', 'subsets', 'whole'].includes(stylesheet)) throw new TypeError(`cssAsString: stylesheet must be cut, subsets or whole, not ${stylesheet}`);
  const pending = new Map();
  const rendered = new Map();
  let cuts;
  return {
    name: 'bounty-css-string',
    api: { rendered },
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
      const css = subset ? uncutOrSubset(code.trim(), subset, stylesheet) : code.trim();
      if (!SUBSETS[subset]?.usedFrom || stylesheet !== 'cut') return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
      pending.set(subset, { css, id });
      return { code: `export default "__bounty_css_${subset}__";`, map: { mappings: '' } };
    },
    renderStart() { cuts = undefined; rendered.clear(); },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes('__bounty_css_')) return null;
      cuts ??= cutByUse(this, chunks, pending);
      const text = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) {
        const css = cuts.get(match[2]);
        if (css === undefined) this.error(`cssAsString: no CSS for the placeholder of ?${match[2]}`);
        rendered.set(pending.get(match[2]).id, css);
        text.overwrite(match.index, match.index + match[0].length, JSON.stringify(css));
      }
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}

/** Each pending subset's text, cut by the classes the code of its `usedFrom` chunk and that chunk's imports can set. */
function cutByUse(context, chunks, pending) {
  const cuts = new Map();
  for (const [subset, { css }] of pending) {
    const { usedFrom, side, later = [] } = SUBSETS[subset];
    // By its name, or by its module where the chunk took another entry's name (a kit file left whole shares it).
    const entry = Object.values(chunks).find((chunk) => chunk.name === usedFrom && chunk.isDynamicEntry)
      ?? Object.values(chunks).find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.some((id) => moduleName(id) === usedFrom));
    if (!entry) context.error(`cssAsString: no chunk named ${usedFrom} to cut ?${subset} by`);
    const exact = new Set();
    const patterns = [];
    for (const file of chunkClosure(chunks, entry.fileName)) {
      for (const id of chunks[file].moduleIds) {
        if (isCss(id)) continue;
        const used = classesUsedBy(context.getModuleInfo(id)?.code ?? '');
        used.exact.forEach((name) => exact.add(name));
        patterns.push(...used.patterns);
      }
    }
    const isLater = (name) => later.some((prefix) => name.startsWith(`str-chat__${prefix}`));
    const [used, unused] = cssPartition(css, (name) => !isLater(name) && (exact.has(name) || patterns.some((pattern) => pattern.test(name))));
    cuts.set(subset, side === 'used' ? used : unused);
  }
  return cuts;
}
