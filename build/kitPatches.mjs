// The one place the kit (stream-chat-react) is rewritten at build time: a table of checked text patches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import { kitEs, root } from './patchKit.mjs';

/**
 * @typedef {object} KitPatch
 * @property {string} file path under node_modules/stream-chat-react/dist/es/ (`../css/x.css` for the kit's CSS)
 * @property {string | RegExp} find the kit's text; a RegExp matches globally whatever its flags
 * @property {string | ((match: string, ...rest: unknown[]) => string)} replace as String.prototype.replace takes
 * @property {number} count how many times `find` matches the kit's file, exactly
 * @property {string} why one sentence: the hazard this removes
 * @property {string} test the test file that proves the behaviour
 * @property {string} [prepend] import line(s) put before the file's code (once, however many patches ask)
 * @property {{ name: string, sha256: string }} [wholeFunction] the kit function this entry replaces wholesale and
 *   the hash of its text as the table was written against (see functionText): `find` matches once on its
 *   declaration line and `replace` takes the place of everything from there to the function's closing line
 * @property {string} [saves] set on an entry that saves bytes rather than removing a hazard: the name of the
 *   rewrite it belongs to (entries that share a name only work together), which `npm run bench:rewrites` turns
 *   off to measure what it saves (the icon hook's entries go with the icon pass instead; see rollup.config.mjs)
 * @property {string} [source] the table file the entry came from (set by loadPatchTable)
 */

/**
 * An entry as a table writes it: one file (`file`, `count`), or the same rewrite in several (`files`: each kit
 * file with how often `find` matches there), which loadPatchTable turns into one KitPatch per file.
 * @typedef {Omit<KitPatch, 'file' | 'count'> & ({ file: string, count: number } | { files: Record<string, number> })} KitPatchRow
 */

/** The KitPatch of each file a row names. */
function perFile(row) {
  if (!('files' in row)) return [row];
  const { files, ...rest } = row;
  return Object.entries(files).map(([file, count]) => ({ ...rest, file, count }));
}

/**
 * Every entry of every `build/patches/*.mjs` (or of `dir`), one per kit file, each tagged with the table file it
 * came from.
 */
export async function loadPatchTable(dir = resolvePath(root, 'build/patches')) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.mjs')).sort();
  const tables = await Promise.all(files.map(async (name) => {
    const { default: entries } = await import(pathToFileURL(resolvePath(dir, name)).href);
    if (!Array.isArray(entries)) throw new Error(`build/patches/${name} must default-export an array of kit patches`);
    return entries.flatMap(perFile).map((entry) => ({ ...entry, source: `build/patches/${name}` }));
  }));
  return tables.flat();
}

const FIELDS = ['file', 'find', 'replace', 'count', 'why', 'test'];

/** How an entry is named in an error: its table file, its kit file and its reason. */
export function describePatch(entry) {
  return `kit patch in ${entry.source ?? 'the table'} for ${entry.file} ("${entry.why}")`;
}

/**
 * RegExp pieces that match any character, lines included. Followed by a quantifier they let a `find` skip over
 * kit text nobody read (a whole function body, say), so a change there would pass unnoticed.
 */
const ANY_CHARACTER = ['[^]', '[\\s\\S]', '[\\S\\s]', '[\\d\\D]', '[\\D\\d]', '[\\w\\W]', '[\\W\\w]', '(?:.|\\n)', '(.|\\n)', '(?:\\n|.)', '(\\n|.)'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SPAN = new RegExp(`(?:${ANY_CHARACTER.map(escapeRegExp).join('|')})[*+{]`);
const DOT_SPAN = /(?<!\\)\.[*+{]/;

/** The part of a `find` RegExp that spans any text (`[^]*?`, `[\s\S]+`, `.*` under the `s` flag), or null. */
function spanIn(find) {
  if (!(find instanceof RegExp)) return null;
  return find.source.match(SPAN)?.[0] ?? (find.flags.includes('s') ? find.source.match(DOT_SPAN)?.[0] ?? null : null);
}

/** Throws, naming the entry, when it lacks a field, names no test, skips over kit text or names a function badly. */
function checkShape(entry) {
  const missing = FIELDS.filter((field) => entry[field] === undefined || (field !== 'replace' && entry[field] === ''));
  if (missing.length) throw new Error(`${describePatch(entry)} lacks ${missing.join(', ')}`);
  if (!Number.isInteger(entry.count) || entry.count < 1) throw new Error(`${describePatch(entry)}: count must be a whole number ≥ 1`);
  if (!existsSync(resolvePath(root, entry.test))) throw new Error(`${describePatch(entry)} names a test that does not exist: ${entry.test}`);
  if (entry.saves !== undefined && (typeof entry.saves !== 'string' || !entry.saves)) throw new Error(`${describePatch(entry)}: saves must name the rewrite the entry belongs to`);
  const span = spanIn(entry.find);
  if (span) {
    throw new Error(`${describePatch(entry)}: find ${entry.find} spans any text (${span}); a find spells out the kit text it rewrites, and a function changed wholesale is named by wholeFunction with the hash of its text`);
  }
  if (entry.wholeFunction !== undefined) {
    const { name, sha256 } = entry.wholeFunction;
    if (typeof name !== 'string' || !/^[\w$]+$/.test(name) || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) {
      throw new Error(`${describePatch(entry)}: wholeFunction must be { name, sha256 } (a function name and 64 hex digits)`);
    }
    if (entry.count !== 1) throw new Error(`${describePatch(entry)}: a wholeFunction entry matches its declaration once (count 1)`);
  }
}

/**
 * The text of the kit function `name` in `code`, from the start of its declaration line to the end of its closing
 * line, or null. The declaration line is the one line that starts (after its indentation) with `function name(`
 * (`export`, `async`, `function*` allowed) or `var|let|const name =`; the closing line is the first line after it
 * that is only `}` or `};` at the declaration's indentation. That is how the kit's build prints top-level functions.
 */
export function functionText(code, name) {
  const declaration = new RegExp(`^([ \\t]*)(?:export )?(?:(?:async )?function\\*? ?${escapeRegExp(name)} ?\\(|(?:var|let|const) ${escapeRegExp(name)} =)`, 'gm');
  const found = [...code.matchAll(declaration)];
  if (found.length !== 1) return null;
  const [{ index: start, 1: indent }] = found;
  const closing = new RegExp(`^${indent}\\};?$`, 'm');
  const body = code.slice(start);
  const end = body.match(closing);
  if (!end) return null;
  return { start, end: start + end.index + end[0].length, text: body.slice(0, end.index + end[0].length) };
}

const sha256Of = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The kit function a wholeFunction entry replaces, once its text is checked against the table's hash: where it
 * starts and ends, and where its declaration line ends.
 */
function checkedFunction(code, entry) {
  const { name, sha256 } = entry.wholeFunction;
  const fn = functionText(code, name);
  if (!fn) throw new Error(`kit function ${name} not found (once, with its closing line) in ${entry.file}: read the kit file and redo the patch (${describePatch(entry)})`);
  const actual = sha256Of(fn.text);
  if (actual !== sha256) {
    throw new Error(`kit function ${name} in ${entry.file} changed (sha256 ${actual}, table expects ${sha256}): read the new text and redo the patch (${describePatch(entry)})`);
  }
  const newline = fn.text.indexOf('\n');
  return { ...fn, declarationEnd: newline === -1 ? fn.end : fn.start + newline };
}

/** The text a match overwrites: the match itself, or for a wholeFunction entry from the match to the function's end. */
function spanOf(match, entry, fn) {
  if (!fn) return { start: match.index, end: match.index + match[0].length };
  if (match.index < fn.start || match.index + match[0].length > fn.declarationEnd) {
    throw new Error(`${describePatch(entry)}: find ${entry.find} must match on the declaration line of ${entry.wholeFunction.name}`);
  }
  return { start: match.index, end: fn.end };
}

/** Every match of `find` in `code` (a string is matched literally; a RegExp globally). */
function matchesOf(code, find) {
  const pattern = typeof find === 'string'
    ? new RegExp(escapeRegExp(find), 'g')
    : new RegExp(find.source, find.flags.includes('g') ? find.flags : `${find.flags}g`);
  return [...code.matchAll(pattern)];
}

/** The replacement for one match, with `$&`, `$1`, `$<name>` and `$$` expanded as String.prototype.replace does. */
function replacementFor(match, replace) {
  if (typeof replace === 'function') {
    const extra = match.groups ? [match.groups] : [];
    return replace(match[0], ...match.slice(1), match.index, match.input, ...extra);
  }
  return replace.replace(/\$(\$|&|`|'|\d{1,2}|<[^>]*>)/g, (all, token) => {
    if (token === '$') return '$';
    if (token === '&') return match[0];
    if (token === '`') return match.input.slice(0, match.index);
    if (token === "'") return match.input.slice(match.index + match[0].length);
    if (token.startsWith('<')) return match.groups?.[token.slice(1, -1)] ?? '';
    const group = Number(token);
    return group > 0 && group < match.length ? (match[group] ?? '') : all;
  });
}

/**
 * Applies `entries` to the files they name (all of them matched against the kit's own text, never against
 * another patch's output). Returns the patched code and its source map, or throws naming the failing entry.
 */
export function applyPatches(code, entries, fileName) {
  const text = new MagicString(code);
  const prepends = new Set();
  for (const entry of entries) {
    const fn = entry.wholeFunction ? checkedFunction(code, entry) : null;
    const matches = matchesOf(code, entry.find);
    if (matches.length !== entry.count) {
      throw new Error(`${describePatch(entry)} expects ${entry.count} match(es) of ${entry.find} and found ${matches.length}: the kit changed, re-check the hazard`);
    }
    for (const match of matches) {
      const { start, end } = spanOf(match, entry, fn);
      try {
        text.overwrite(start, end, replacementFor(match, entry.replace));
      } catch (error) {
        throw new Error(`${describePatch(entry)} overlaps another patch of the same text (${error.message})`);
      }
    }
    if (entry.prepend) prepends.add(entry.prepend);
  }
  for (const line of [...prepends].reverse()) text.prepend(line.endsWith('\n') ? line : `${line}\n`);
  return { code: text.toString(), map: text.generateMap({ hires: true, source: fileName }) };
}

/**
 * The rollup plugin: patches each listed kit file as it is transformed (CSS included, before cssAsString turns
 * it into a module), and fails the build when an entry does not match exactly `count` times or when a listed
 * file was never transformed (the kit moved it, or the bundle stopped using it).
 * `base` is the kit folder the `file` paths are relative to (tests point it at a copy).
 */
export function kitPatches(entries, { base = kitEs } = {}) {
  entries.forEach(checkShape);
  const byFile = new Map();
  for (const entry of entries) {
    const id = resolvePath(base, entry.file);
    byFile.set(id, [...(byFile.get(id) ?? []), entry]);
  }
  const seen = new Set();
  return {
    name: 'bounty-kit-patches',
    buildStart() { seen.clear(); },
    transform(code, id) {
      // A part of a split kit file (build/kitSplit.mjs) is cut from code patched already.
      if (id.includes('?part=')) return null;
      const file = id.split('?')[0];
      const listed = byFile.get(file);
      if (!listed) return null;
      seen.add(file);
      try {
        return applyPatches(code, listed, file);
      } catch (error) {
        return this.error(error.message);
      }
    },
    buildEnd(error) {
      if (error) return;
      const never = [...byFile].filter(([id]) => !seen.has(id)).flatMap(([, listed]) => listed);
      if (never.length) {
        this.error(`listed kit file(s) never transformed — the kit moved them or the bundle no longer uses them:\n${never.map((entry) => `  ${describePatch(entry)}`).join('\n')}`);
      }
    },
  };
}
