/** Host names a developer's own machine answers on: plain http is acceptable only there. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * The origins an operator allows remotes to load from, from a comma-separated list. Each must be an https origin
 * (or http on this machine, for local testing); anything else stops the server with a sentence naming the entry.
 */
export function parseRemoteOrigins(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(',').map((entry) => {
    const text = entry.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`TRELLIS_REMOTE_ORIGINS: "${text}" is not an origin such as https://cdn.example.org`);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) {
      throw new Error(`TRELLIS_REMOTE_ORIGINS: "${text}" must use https (plain http only on localhost)`);
    }
    return url.origin;
  });
}

/**
 * Whether a remote may load from this manifest address: a path on this site, or a URL on an allowed origin. A remote's
 * code runs for every visitor, so the registry never points at an origin the operator did not name.
 */
export function isAllowedManifest(manifestUrl: string, allowedOrigins: readonly string[]): boolean {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) return true;
  try {
    return allowedOrigins.includes(new URL(manifestUrl).origin);
  } catch {
    return false;
  }
}
