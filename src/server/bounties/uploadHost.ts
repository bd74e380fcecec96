/** Hosted Stream's CDN, where uploads through the provider are served from (its regions are subdomains). */
const STREAM_CDN = 'stream-io-cdn.com';
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * Whether an attachment's address is an upload through the provider: hosted Stream's CDN (https), or the provider's
 * own host (`STREAM_BASE_URL`: fake-stream serves its uploads there; a loopback name stands for any other).
 */
export function uploadHostCheck(streamBaseUrl: string): (url: string) => boolean {
  const base = new URL(streamBaseUrl);
  return (url) => {
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      return false;
    }
    if (address.hostname === STREAM_CDN || address.hostname.endsWith(`.${STREAM_CDN}`)) return address.protocol === 'https:';
    if (address.protocol !== base.protocol || address.port !== base.port) return false;
    return address.hostname === base.hostname || (isLoopback(address.hostname) && isLoopback(base.hostname));
  };
}
