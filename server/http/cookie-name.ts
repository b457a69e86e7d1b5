/**
 * A cookie's name for a request: over HTTPS it carries the `__Host-` prefix. A browser takes such a
 * cookie only when it is Secure, for Path=/ and without a Domain, so neither a sibling subdomain nor
 * someone on the network answering a plain-HTTP request can plant or overwrite it (RFC 6265bis,
 * "Cookie Name Prefixes"): a planted session cookie is a session fixation. Over plain HTTP (the
 * container's quick start on http://localhost) a browser refuses the prefix, so the plain name is
 * used there. A cookie of the other name is never read: over HTTPS, a plain one may be planted.
 */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
