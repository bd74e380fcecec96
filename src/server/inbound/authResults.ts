/** One method's verdict in an `Authentication-Results` header (RFC 8601): `dkim=pass header.d=example.com`. */
export interface AuthResult {
  method: string;
  result: string;
  /** `ptype.property` → value, lowercase keys (`header.d`, `header.i`, `smtp.mailfrom`). */
  props: Record<string, string>;
}

/** An `Authentication-Results` header: who wrote it, and its verdicts. */
export interface AuthResults {
  authservId: string;
  results: AuthResult[];
}

/** Parses one `Authentication-Results` value (unfolded, without the name); null when it has no authserv-id. */
export function parseAuthResults(value: string): AuthResults | null {
  const [head = '', ...parts] = splitOutsideQuotes(withoutComments(value), ';');
  const authservId = head.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (authservId === '') return null;
  const results: AuthResult[] = [];
  for (const part of parts) {
    // CFWS may surround "=" (RFC 8601 §2.2); after that every token is `name=value`.
    const tokens = part.replace(/\s*=\s*/g, '=').trim().split(/\s+/).filter((token) => token.includes('='));
    const [methodspec, ...rest] = tokens;
    if (!methodspec) continue;
    const [method = '', result = ''] = methodspec.toLowerCase().split('=');
    const props: Record<string, string> = {};
    for (const token of rest) {
      const at = token.indexOf('=');
      props[token.slice(0, at).toLowerCase()] = token.slice(at + 1).replace(/^"(.*)"$/, '$1');
    }
    results.push({ method: method.split('/')[0]!, result, props });
  }
  return { authservId, results };
}

/**
 * Whether the trusted MX (`authservId`) vouches for `fromAddress`: a DKIM pass whose signing domain (`header.d`,
 * else the domain of `header.i`) or an SPF pass whose `smtp.mailfrom` domain is aligned with the From domain.
 * Headers written by anyone else are ignored: a sender can add his own. Alignment is relaxed, approximated
 * without the public suffix list: equal domains, or one a subdomain of the other when the shorter has at least
 * two labels (a pass for `co.uk` or `com` cannot be had, so it never aligns anything).
 */
export function authenticatedFrom(headerValues: readonly string[], authservId: string, fromAddress: string): boolean {
  const fromDomain = domainOf(fromAddress);
  if (fromDomain === '') return false;
  for (const value of headerValues) {
    const parsed = parseAuthResults(value);
    if (parsed === null || parsed.authservId !== authservId.toLowerCase()) continue;
    for (const { method, result, props } of parsed.results) {
      if (result !== 'pass') continue;
      const domain = method === 'dkim' ? (props['header.d'] ?? domainOf(props['header.i'] ?? '')) : method === 'spf' ? domainOf(props['smtp.mailfrom'] ?? '') : '';
      if (aligned(domain.toLowerCase(), fromDomain)) return true;
    }
  }
  return false;
}

/** The domain of `local@domain`, `@domain` or a bare `domain`, lowercase, without a trailing dot. */
function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase().replace(/\.$/, '');
}

function aligned(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return shorter.includes('.') && longer.endsWith(`.${shorter}`);
}

/** The text without RFC 5322 comments (nested parentheses), keeping quoted strings as they are. */
function withoutComments(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '\\') {
      if (depth === 0) out += text.slice(index, index + 2);
      index++;
    } else if (quoted) {
      out += char;
      if (char === '"') quoted = false;
    } else if (char === '(') depth++;
    else if (char === ')' && depth > 0) depth--;
    else if (depth === 0) {
      out += char;
      if (char === '"') quoted = true;
    }
  }
  return out;
}

function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}
