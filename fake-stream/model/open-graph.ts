/**
 * A page's Open Graph tags as a link card (stream-chat's `OGAttachment`), read from its HTML. Only what a card shows:
 * title, description, site name, its own address and an image, each plain text; an image only over http(s).
 */
import type { OGAttachment } from 'stream-chat';

/** Longest title and description kept, as a card shows them. */
const MAX_TITLE = 200;
const MAX_TEXT = 500;

/** The card for the page at `url` from its HTML, or null when the page names nothing a card could show. */
export function cardFromHtml(url: string, html: string): OGAttachment | null {
  const tags = metaTags(html);
  const title = clip(tags.get('og:title') ?? titleElement(html), MAX_TITLE);
  const text = clip(tags.get('og:description') ?? tags.get('description'), MAX_TEXT);
  const site = clip(tags.get('og:site_name'), MAX_TITLE);
  const image = httpAddress(tags.get('og:image') ?? tags.get('og:image:url'), url);
  const link = httpAddress(tags.get('og:url'), url) ?? url;
  if (!title && !text && !image) return null;
  return {
    og_scrape_url: url,
    title_link: link,
    ...(title ? { title } : {}),
    ...(text ? { text } : {}),
    ...(site ? { author_name: site } : {}),
    ...(image ? { image_url: image, thumb_url: image } : {}),
  };
}

/** `<meta property|name="…" content="…">` pairs, the first of each name winning. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (name !== undefined && content !== undefined && !tags.has(name.toLowerCase())) tags.set(name.toLowerCase(), content);
  }
  return tags;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

function titleElement(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1] ?? '') : undefined;
}

/** The character references a page's tags commonly hold; the card renders text, so nothing here is markup. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

function clip(text: string | undefined, max: number): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** An address relative to the page made absolute, kept only over http(s) (never `javascript:` or `data:`). */
function httpAddress(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const address = new URL(value.trim(), base);
    return address.protocol === 'http:' || address.protocol === 'https:' ? address.href : undefined;
  } catch {
    return undefined;
  }
}
