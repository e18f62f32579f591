/**
 * The path of a request, as routes see it: the request target's path without its query, percent-decoded. Null
 * when there is none to route: a malformed escape (/%zz), escaped bytes that are not UTF-8 (/assets/%E0%A4%A),
 * an escaped NUL, or a target that is not a path (OPTIONS *). Such a request is answered 400, never 500.
 */
export function requestPath(target: string | undefined): string | null {
  if (target === undefined) return null;
  let raw = target;
  // The absolute form (GET http://host/path) that HTTP/1.1 servers must accept, as proxies send it.
  if (!raw.startsWith('/')) {
    if (!/^https?:\/\//i.test(raw)) return null;
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  }
  const path = raw.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}
