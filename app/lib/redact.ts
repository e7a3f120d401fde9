// Request log lines never carry secrets: reset codes travel in the path of
// auth/get-password/{code}, and no query value is trusted to be harmless.
const SECRET_PATHS = [/(\/auth\/get-password\/)[^/?#]+/i];
const SECRET_PARAMS = /^(code|token|access_?token|refresh_?token|password|new_?password|newpassword|secret|key)$/i;

export function redactUrl(url: string): string {
  const [pathPart = "", query] = url.split("?", 2);
  let out = pathPart;
  for (const re of SECRET_PATHS) out = out.replace(re, "$1[redacted]");
  if (query === undefined) return out;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, "[redacted]");
  return `${out}?${params.toString()}`;
}
