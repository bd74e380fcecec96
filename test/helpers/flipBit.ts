/** `base64url` with one bit of byte `at` flipped: a sealed value tampered with, for the token and ticket tests. */
export function flipBit(base64url: string, at: number): string {
  const bytes = Buffer.from(base64url, 'base64url');
  bytes[at] = (bytes[at] ?? 0) ^ 1;
  return bytes.toString('base64url');
}
