/**
 * "The same or nearly the same" first message: a text's fingerprint is a MinHash of its character shingles, so
 * two pitches that differ in a name, a greeting or punctuation still compare as near copies, while two messages
 * written for two bounties do not. Only fingerprints are compared; the store keeps no message text for this.
 */

/** Characters per shingle: long enough that two unrelated texts share few, short enough that one changed word spoils few. */
const SHINGLE = 5;
/** Hash functions in a fingerprint: the similarity is estimated to within about ±0.06. */
const HASHES = 64;
/** Two fingerprints at least this similar are the same message (estimated Jaccard similarity of their shingles). */
export const NEAR_COPY = 0.6;

/**
 * `text` as the fingerprint reads it: compatibility form, lower case, accents and marks off, every run of what is
 * neither letter nor digit one space. "Hi Ana!!  I can do it" and "hi ana, i can do it" read the same.
 */
export function normaliseForFingerprint(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** FNV-1a over the UTF-16 code units: the shingle's one 32-bit hash. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** MurmurHash3's finaliser: a bijective mix, so each seed gives its own ordering of the shingles. */
function mix(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const SEEDS = Array.from({ length: HASHES }, (_, i) => mix(0x9e3779b9 + i * 0x632be5ab));

/** The fingerprint of `text` (64 hex-encoded minimums, 512 characters), or '' for a text with no letters or digits. */
export function fingerprint(text: string): string {
  const normal = normaliseForFingerprint(text);
  if (normal === '') return '';
  const hashes = new Set<number>();
  if (normal.length <= SHINGLE) hashes.add(fnv1a(normal));
  for (let i = 0; i + SHINGLE <= normal.length; i++) hashes.add(fnv1a(normal.slice(i, i + SHINGLE)));
  let out = '';
  for (const seed of SEEDS) {
    let least = 0xffffffff;
    for (const hash of hashes) least = Math.min(least, mix(hash ^ seed));
    out += least.toString(16).padStart(8, '0');
  }
  return out;
}

/** The estimated similarity of two fingerprints, 0–1; 0 when either is empty. */
export function similarity(a: string, b: string): number {
  if (a === '' || b === '' || a.length !== b.length) return 0;
  let same = 0;
  for (let i = 0; i < a.length; i += 8) if (a.slice(i, i + 8) === b.slice(i, i + 8)) same++;
  return same / (a.length / 8);
}

/** Whether two fingerprints are of the same or nearly the same text. */
export function nearCopies(a: string, b: string): boolean {
  return similarity(a, b) >= NEAR_COPY;
}
