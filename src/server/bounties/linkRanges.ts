import { find, test } from 'linkifyjs';

/**
 * The widget's message text finds links and e-mail addresses with linkifyjs's `find(text, 'url')` and
 * `find(text, 'email')` (stream-chat-react's renderText, default options), and links what they find: bare domains
 * ("alice.dev", "t.me/alice_dev") included. The rule finds them the same way, so whatever the widget would make a
 * link of is hidden; the patterns below add what linkifyjs does not link but a reader still reads.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\s?\.\s?[A-Za-z0-9-]+)*\s?\.\s?[A-Za-z]{2,}/g;
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/**
 * An address spelled out: "bob at gmail dot com", "bob (at) gmail (dot) com", "bob [at] gmail.com". Counted only
 * when it ends in a top-level domain linkifyjs knows, so "look at this dot product" stays.
 */
const SPELLED_EMAIL = /[a-z0-9._%+-]+(?:\s*[([{<]\s*at\s*[)\]}>]\s*|\s+at\s+|\s*@\s*)[a-z0-9-]+(?:(?:\s*[([{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+|\s*\.\s*)[a-z0-9-]+)+/gi;
const LAST_LABEL = /[a-z0-9-]+$/i;

/** What a hidden stretch was: a link ("[link hidden]") or a way to reach someone ("[contact details hidden]"). */
export type HiddenKind = 'link' | 'contact';

/** A [start, end) stretch of a text to hide, and what it was. */
export type HiddenRange = [number, number, HiddenKind];

/** Whether `hostname` is one of `domains` or under one of them. */
function onHostDomain(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function linkHost(link: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`).hostname;
  } catch {
    return null;
  }
}

/**
 * The ranges of every e-mail address (`contact`) and every link off `linkDomains` (`link`: the host's own domains
 * and the allowed work links) in `text` (normalised). An address inside an allowed link is still found.
 */
export function linkRanges(text: string, linkDomains: readonly string[]): HiddenRange[] {
  const ranges: HiddenRange[] = [];
  // No dot, no "@", no scheme: nothing here is a link or an address (most short chat lines), and linkifyjs is not run.
  if (!/[.@]|:\/\/|\bdot\b/i.test(text)) return ranges;
  for (const link of find(text, 'email')) ranges.push([link.start, link.end, 'contact']);
  for (const match of text.matchAll(EMAIL)) ranges.push([match.index, match.index + match[0].length, 'contact']);
  for (const link of find(text, 'url')) {
    const host = linkHost(link.href);
    if (host === null || !onHostDomain(host, linkDomains)) ranges.push([link.start, link.end, 'link']);
  }
  for (const match of text.matchAll(LINK)) {
    const host = linkHost(match[0]);
    if (host === null || !onHostDomain(host, linkDomains)) ranges.push([match.index, match.index + match[0].length, 'link']);
  }
  for (const match of text.matchAll(SPELLED_EMAIL)) {
    const tld = LAST_LABEL.exec(match[0])?.[0] ?? '';
    if (test(`a.${tld.toLowerCase()}`, 'url')) ranges.push([match.index, match.index + match[0].length, 'contact']);
  }
  return ranges;
}
