// A small CSS splitter over minified CSS: keeps the rules whose selectors touch only the components we name.

/** Top-level blocks of `css`: `{ prelude, body }` (body null for a statement such as `@charset "x";`). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  let bodyStart = -1;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') {
      if (depth++ === 0) bodyStart = i;
    } else if (ch === '}') {
      if (--depth === 0) {
        out.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, i) });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      out.push({ prelude: css.slice(start, i).trim(), body: null });
      start = i + 1;
    }
  }
  return out;
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` and friends). */
function selectors(prelude) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) { parts.push(prelude.slice(start, i)); start = i + 1; }
  }
  parts.push(prelude.slice(start));
  return parts;
}

const GROUPING = /^@(media|supports|container|layer|scope)\b/;

/**
 * The rules of `css` a view needs: a selector is kept when every kit component class in it
 * (`.str-chat__<name>`, not the theme classes) starts with one of `prefixes` and none with one of `dropped`;
 * selectors naming no component (variables on `.str-chat`, resets) are kept too. Grouping at-rules keep their
 * wrapper when anything inside stays.
 */
export function cssSubset(css, prefixes, dropped = []) {
  const starts = (name, list) => list.some((prefix) => name.startsWith(`.str-chat__${prefix}`));
  const keepSelector = (selector) => {
    const classes = selector.match(/\.str-chat__[\w-]+/g) ?? [];
    return classes.every((name) => name.startsWith('.str-chat__theme-') || (starts(name, prefixes) && !starts(name, dropped)));
  };
  const filter = (source) => blocks(source).map(({ prelude, body }) => {
    if (body === null) return `${prelude};`;
    if (GROUPING.test(prelude)) {
      const inner = filter(body);
      return inner ? `${prelude}{${inner}}` : '';
    }
    if (prelude.startsWith('@')) return `${prelude}{${body}}`;
    const kept = selectors(prelude).filter(keepSelector);
    return kept.length ? `${kept.join(',')}{${body}}` : '';
  }).join('');
  return filter(css);
}

/**
 * `css` without the rules that `loaded` (a sheet adopted earlier) already has, compared as whole rules inside the
 * same grouping at-rules: a second sheet then adds only what the first lacks.
 */
export function cssWithout(css, loaded) {
  const seen = new Set();
  const collect = (source, context) => {
    for (const { prelude, body } of blocks(source)) {
      if (body !== null && GROUPING.test(prelude)) collect(body, `${context}${prelude}{`);
      else seen.add(`${context}${prelude}{${body}}`);
    }
  };
  collect(loaded, '');
  const filter = (source, context) => blocks(source).map(({ prelude, body }) => {
    if (body !== null && GROUPING.test(prelude)) {
      const inner = filter(body, `${context}${prelude}{`);
      return inner ? `${prelude}{${inner}}` : '';
    }
    if (seen.has(`${context}${prelude}{${body}}`)) return '';
    return body === null ? `${prelude};` : `${prelude}{${body}}`;
  }).join('');
  return filter(css, '');
}

/**
 * `css` cut in two: the rules whose kit component classes `isUsed` accepts (and those naming none: variables,
 * resets, keyframes), and the others. Grouping at-rules go to each side that keeps something inside them.
 */
export function cssPartition(css, isUsed) {
  const keepSelector = (selector) => (selector.match(/\.str-chat__[\w-]+/g) ?? [])
    .every((name) => name.startsWith('.str-chat__theme-') || isUsed(name.slice(1)));
  const split = (source) => {
    const used = [];
    const rest = [];
    for (const { prelude, body } of blocks(source)) {
      if (body === null) used.push(`${prelude};`);
      else if (GROUPING.test(prelude)) {
        const [inUsed, inRest] = split(body);
        if (inUsed) used.push(`${prelude}{${inUsed}}`);
        if (inRest) rest.push(`${prelude}{${inRest}}`);
      } else if (prelude.startsWith('@')) used.push(`${prelude}{${body}}`);
      else {
        const all = selectors(prelude);
        const inUsed = all.filter(keepSelector);
        if (inUsed.length) used.push(`${inUsed.join(',')}{${body}}`);
        if (inUsed.length < all.length) rest.push(`${all.filter((s) => !inUsed.includes(s)).join(',')}{${body}}`);
      }
    }
    return [used.join(''), rest.join('')];
  };
  return split(css);
}

/**
 * Which kit classes `code` (a module's JavaScript) can put on an element: literal names, names built in template
 * literals (`str-chat__message-${type}-status` as a pattern) and names concatenated onto a prefix ending in - or _.
 */
export function classesUsedBy(code) {
  const exact = new Set();
  const patterns = [];
  for (const [token] of code.matchAll(/str-chat__[\w-]*(?:\$\{[^}]*\}[\w-]*)*/g)) {
    if (token.includes('${')) {
      patterns.push(new RegExp(`^${token.split(/\$\{[^}]*\}/).map((part) => part.replace(/[-]/g, '\\-')).join('[\\w-]*')}$`));
    } else if (/[-_]$/.test(token)) patterns.push(new RegExp(`^${token.replace(/[-]/g, '\\-')}`));
    else exact.add(token);
  }
  return { exact, patterns };
}
