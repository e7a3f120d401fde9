// A browser without scripts, in a few lines: a cookie jar, plain GETs and form posts, redirects
// followed by hand so each hop can be checked. It is how a no-script browser talks to the app.
export type Page = { status: number; url: string; html: string; headers: Headers; redirects: string[] };

export class Browserless {
  cookies = new Map<string, string>();
  constructor(public base: string) {}

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    body?: Record<string, string> | FormData,
    extraHeaders: Record<string, string> = {},
  ): Promise<Page> {
    let url = new URL(path, this.base).toString();
    const redirects: string[] = [];
    const multipart = body instanceof FormData;
    let init: RequestInit = {
      method,
      redirect: "manual",
      headers: {
        Cookie: this.cookieHeader(),
        ...(body ? { Origin: this.base } : {}),
        ...(body && !multipart ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...extraHeaders,
      },
      body: multipart ? body : body ? new URLSearchParams(body).toString() : undefined,
    };
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, init);
      this.store(res.headers);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url).toString();
        redirects.push(new URL(url).pathname + new URL(url).search);
        init = { method: "GET", redirect: "manual", headers: { Cookie: this.cookieHeader(), ...extraHeaders } };
        continue;
      }
      return {
        status: res.status,
        url: new URL(url).pathname + new URL(url).search,
        html: await res.text(),
        headers: res.headers,
        redirects,
      };
    }
    throw new Error("too many redirects");
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }
  post(path: string, form: Record<string, string> | FormData, headers?: Record<string, string>) {
    return this.request("POST", path, form, headers);
  }
  async login(email: string, password: string) {
    return this.post("/login", { intent: "login", email, password });
  }
}

/** Text of the page without tags, for "what the user sees" assertions. */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

export async function marketplaceCall(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: {
      "X-App-Id": "supplier-backoffice",
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
}

export async function latestResetCode(base: string, email: string): Promise<string> {
  const { body } = await marketplaceCall(base, "GET", `dev/mailbox?email=${encodeURIComponent(email)}`);
  const code = body.data.docs[0]?.code;
  if (!code) throw new Error(`no reset code in the mailbox of ${email}`);
  return code;
}

/** An attribute's or a text's value as the browser reads it: the entities React writes, decoded. */
export const decodeEntities = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The fields of the first form on a page, as a browser would submit them (no files). */
export function formFields(html: string, formId?: string): [string, string][] {
  const start = formId ? html.indexOf(`id="${formId}"`) : html.indexOf("<form");
  const end = html.indexOf("</form>", start);
  const form = html.slice(start, end);
  const out: [string, string][] = [];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const decode = decodeEntities;
  for (const m of form.matchAll(/<input\b[^>]*>/g)) {
    const tag = m[0];
    const name = attr(tag, "name");
    const type = attr(tag, "type") ?? "text";
    if (!name || type === "file" || type === "submit") continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked(=""|\s|>|\/)/.test(tag)) continue;
    out.push([name, decode(attr(tag, "value") ?? (type === "checkbox" || type === "radio" ? "on" : ""))]);
  }
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attr(m[1]!, "name");
    if (!name) continue;
    const selected =
      /<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!) ?? /<option[^>]*value="([^"]*)"/.exec(m[2]!);
    out.push([name, decode(selected?.[1] ?? "")]);
  }
  for (const m of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attr(m[1]!, "name");
    if (name) out.push([name, decode(m[2]!)]);
  }
  return out;
}

/** A logged-in supplier in the given language. */
export async function loggedIn(base: string, email = "supplier@demo.vn", lng = "en") {
  const b = new Browserless(base);
  await b.post("/language", { lng, back: "/login" });
  await b.login(email, "Demo@12345");
  return b;
}

/** The page's form as FormData, with some fields changed (null removes): what a browser posts. */
export function pageForm(html: string, changes: Record<string, string | string[] | null> = {}, formId?: string) {
  const fd = new FormData();
  for (const [name, value] of formFields(html, formId)) if (!(name in changes)) fd.append(name, value);
  for (const [name, value] of Object.entries(changes))
    for (const v of value === null ? [] : [value].flat()) fd.append(name, v);
  return fd;
}

/** The value of the <option> with this label. */
export const optionId = (html: string, label: string) =>
  new RegExp(`<option value="([^"]+)"[^>]*>${label}</option>`).exec(html)?.[1];
/** The values of the checkboxes of this name. */
export const checkboxIds = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`name="${name}" type="checkbox" value="([^"]+)"`, "g"))].map((m) => m[1]!);
