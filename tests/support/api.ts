// A supplier on the marketplace API in the tests (marketplace-api.md "Auth", "Conventions"): logged in
// as the back-office does it (POST auth/login as an agency, then agency/lookup), the calls of a test
// file made with its token, and a refusal's issues read field by field.
import { marketplaceCall } from "./browserless";

export type ApiAccount = { token: string; userId: string; agencyId: string };

/** POST auth/login as a supplier (the demo password unless told); a refused login throws. */
async function logIn(base: string, email: string, password: string) {
  const { body } = await marketplaceCall(base, "POST", "auth/login", { type: 0, role: "agency", email, password });
  if (body.code !== 200) throw new Error(`the login of ${email} was refused: ${JSON.stringify(body)}`);
  return body.data as { token: { accessToken: string }; user: { _id: string } };
}

/** A supplier's API token (the demo supplier and password unless told). */
export const apiToken = async (base: string, email = "supplier@demo.vn", password = "Demo@12345") =>
  (await logIn(base, email, password)).token.accessToken;

/** Logs `email` in as a supplier with its user and supplier ids (agency/lookup). */
export async function apiLogin(base: string, email: string, password = "Demo@12345"): Promise<ApiAccount> {
  const data = await logIn(base, email, password);
  const token = data.token.accessToken;
  const userId = data.user._id;
  const lookup = await marketplaceCall(base, "POST", "agency/lookup", { userId }, token);
  return { token, userId, agencyId: lookup.body.data?._id as string };
}

/**
 * The marketplace calls of a test file on `server` (its url read at each call, once it has started),
 * made as `who`, else as `fallback()` (the file's main supplier).
 */
export const apiCaller =
  (server: { url: string }, fallback?: () => { token: string }) =>
  (method: string, path: string, body?: unknown, who?: { token: string }) =>
    marketplaceCall(server.url, method, path, body, (who ?? fallback?.())?.token);

/** A 422 reply's issues as { path: message }. */
export const issuesOf = (reply: { body: { data: { issues: { path: string; message: string }[] } } }) =>
  Object.fromEntries(reply.body.data.issues.map((i) => [i.path, i.message]));
