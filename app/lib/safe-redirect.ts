// `back` is honoured only for a path on this site: "/x", never "//host", "/\host", an encoded
// backslash or slash that a browser would turn into one, or any scheme.
export function safeBackPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const back = value.trim();
  if (!back.startsWith("/") || back.length > 2000) return fallback;
  // a Location header carries bytes: a character above U+00FF would fail the response (a 500), and
  // a browser sends its own paths percent-encoded anyway
  if (/[^\x20-\x7e]/.test(back)) return fallback;
  let decoded = back;
  try {
    // decode repeatedly so %252F%255C tricks are seen for what they become
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return fallback;
  }
  if (/^\/[\\/]/.test(decoded) || /^[\\/]{2}/.test(back)) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return fallback; // tabs/newlines: "/\t/evil.com"
  if (decoded.includes("\\")) return fallback;
  try {
    const url = new URL(back, "http://backoffice.invalid");
    if (url.origin !== "http://backoffice.invalid") return fallback;
  } catch {
    return fallback;
  }
  return back;
}

/** The current path + query, for /login?back=… */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(request: Request): string {
  const back = pathOf(request);
  return back === "/" ? "/login" : `/login?back=${encodeURIComponent(back)}`;
}
