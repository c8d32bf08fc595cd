// Where a visitor may be sent after signing in or up (?redirectTo=, and the OpenID Connect
// attempt that carries it through the issuer): a path on this site, or home. An open redirect
// would let a link on any site send our users, freshly signed in, to a look-alike page.
//
// Browsers are generous readers of a Location header: they drop tabs and line breaks anywhere
// in it ('/\t/evil.example' is '//evil.example', another host), read '\' as '/', and map
// Unicode dots and slashes in a host name to ASCII. So the check is strict about what it
// accepts, and what it returns is what the URL parser made of the value (every byte outside
// printable ASCII percent-encoded): a string that is safe to put in a header as it is, where a
// raw line break or a non-Latin-1 character made Node refuse to send the answer (a 500).

/** Longer than any path of this site with its query; a longer value is not one of ours. */
export const MAX_REDIRECT_LENGTH = 2000;

/** A host that cannot exist (RFC 6761): only used to see whether a value leaves the site. */
const PROBE_ORIGIN = 'http://same-site.invalid';

/** One '/' and then not another '/' or '\': '//host' and '/\host' name another site. */
const startsAsSitePath = (value: string) => /^\/(?![/\\])/.test(value);

/**
 * Whitespace of any kind (tab, CR, LF, no-break and ideographic spaces, line separators),
 * control characters, invisible format characters (zero-width, bidirectional overrides) and
 * backslashes: none of them belongs in a path we send someone to.
 */
const HOSTILE_CHARACTER = /[\s\p{Cc}\p{Cf}\\]/u;

/** Printable ASCII only: what is left after the URL parser's percent-encoding. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The same-site path `target` names, normalized (parsed path, query and fragment), or `fallback`. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!startsAsSitePath(target) || HOSTILE_CHARACTER.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can turn a good-looking value into '//host': '/.//evil' parses to '//evil'.
  if (!startsAsSitePath(path) || !HEADER_SAFE.test(path) || path.length > MAX_REDIRECT_LENGTH) return fallback;
  return path;
}
