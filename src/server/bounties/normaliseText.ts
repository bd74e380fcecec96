import { decodeNamedCharacterReference } from 'decode-named-character-reference';

/**
 * A text as a reader sees it once the widget has rendered it, for finding contact details in: each of its
 * characters knows the stretch of the original text it came from, so what is found there is hidden in the
 * original (the stored text keeps its own spelling everywhere else).
 */
export interface NormalisedText {
  text: string;
  /** Where each character of `text` starts in the original; null when `text` is the original. */
  starts: number[] | null;
  /** Where each character of `text` ends in the original (exclusive); null when `text` is the original. */
  ends: number[] | null;
}

/**
 * Characters a reader does not see: format characters (zero-width space and joiners, word joiner, byte order
 * mark, soft hyphen, bidi marks), the combining grapheme joiner, variation selectors and the blank fillers.
 */
const INVISIBLE = /[\p{Cf}\u034F\uFE00-\uFE0F\u115F\u1160\u3164\uFFA0\u2800]/u;
/** An HTML character reference as Markdown decodes it (the widget renders `&#64;` and `&commat;` as "@"). */
const REFERENCE = /^&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
/** Markdown's backslash escapes: `\@` renders as "@". */
const ESCAPABLE = /^\\[!-/:-@[-`{-~]/;
/** Markdown emphasis, strike and code marks: they render as nothing. */
const MARKS = new Set(['*', '~', '`']);
const SPACE = /\s/u;
const DIGIT = /\p{Nd}/u;
/** Anything but ASCII letters, digits and plain punctuation: a text without it needs no normalising. */
const PLAIN = /^[\x20-\x25\x27-\x29\x2B-\x5B\x5D-\x5E\x61-\x7D]*$/;

/**
 * `text` normalised for the contact rule: character references and Markdown escapes decoded, each character in
 * compatibility form (NFKC: full-width "＠", mathematical digits "𝟒", thin spaces), invisible characters out,
 * Markdown's emphasis marks out, every run of white space (line breaks included) one space, and an underscore
 * between two digits a space ("415_555_2671"), so a number written across lines or Markdown is one number.
 */
export function normaliseText(text: string): NormalisedText {
  // Most chat is plain ASCII: it is its own normal form, and costs no character map.
  if (PLAIN.test(text)) return { text, starts: null, ends: null };
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const push = (chars: string, start: number, end: number) => {
    for (const char of chars) {
      out.push(char);
      starts.push(start);
      ends.push(end);
    }
  };
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at, at + 40);
    const reference = REFERENCE.exec(rest);
    const decoded = reference ? decodeReference(reference[1]!) : null;
    if (reference && decoded !== null) {
      push(decoded.normalize('NFKC'), at, at + reference[0].length);
      at += reference[0].length;
      continue;
    }
    if (ESCAPABLE.test(rest)) {
      push(text[at + 1]!, at, at + 2);
      at += 2;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(at)!);
    const end = at + char.length;
    if (!INVISIBLE.test(char) && !MARKS.has(char)) push(SPACE.test(char) ? ' ' : char.normalize('NFKC'), at, end);
    at = end;
  }
  return joinSpaces(out, starts, ends);
}

/** One space for each run of white space; an underscore between digits (spaces around it or not) a space too. */
function joinSpaces(chars: readonly string[], from: readonly number[], to: readonly number[]): NormalisedText {
  const text: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (let index = 0; index < chars.length; index++) {
    let char = chars[index]!;
    if (char === '_' && DIGIT.test(text.at(-1) === ' ' ? (text.at(-2) ?? '') : (text.at(-1) ?? '')) && DIGIT.test(nextNonSpace(chars, index + 1))) char = ' ';
    if (char === ' ' && text.at(-1) === ' ') {
      ends[ends.length - 1] = to[index]!;
      continue;
    }
    text.push(char);
    starts.push(from[index]!);
    ends.push(to[index]!);
  }
  return { text: text.join(''), starts, ends };
}

function nextNonSpace(chars: readonly string[], from: number): string {
  for (let index = from; index < chars.length; index++) if (chars[index] !== ' ') return chars[index]!;
  return '';
}

/** The character a reference stands for, or null when it stands for none (Markdown then shows it as written). */
function decodeReference(name: string): string | null {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : null;
  }
  const decoded = decodeNamedCharacterReference(name);
  return decoded === false ? null : decoded;
}

/** A [start, end) range of the normalised text as the range of the original it came from. */
export function originalRange(normalised: NormalisedText, start: number, end: number): [number, number] {
  if (normalised.starts === null || normalised.ends === null) return [start, end];
  return [normalised.starts[start]!, normalised.ends[end - 1]!];
}
