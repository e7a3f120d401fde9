// The auth calls of marketplace-api.md, mapped to the messages of spec tours-cruises §8.
import { capabilityFlagsOf } from "@contract/services";
import { marketplace } from "~/lib/api.server";
import { MarketplaceUnavailableError, type Envelope, type TokenPair } from "~/lib/marketplace.server";
import type { SessionUser, SupplierSummary } from "~/lib/session.server";

type Failure = { ok: false; message: string; values?: Record<string, string | number> };
type Result<T> = ({ ok: true } & T) | Failure;

async function reach<T>(call: () => Promise<Envelope<T>>): Promise<Envelope<T> | null> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof MarketplaceUnavailableError) return null;
    throw err;
  }
}

export async function login(
  input: { email: string; password: string },
  clientIp: string,
): Promise<Result<{ tokens: TokenPair; user: SessionUser; supplier: SupplierSummary }>> {
  const reply = await reach(() =>
    marketplace.call<{ user: SessionUser; token: TokenPair }>("POST", "auth/login", {
      body: { type: 0, role: "agency", email: input.email, password: input.password },
      forwardedFor: clientIp,
    }),
  );
  if (!reply) return { ok: false, message: "auth:loginFailed" };
  if (reply.code === 400 && reply.message === "wrong_email") return { ok: false, message: "auth:wrongEmail" };
  if (reply.code === 400 && reply.message === "wrong_pass") return { ok: false, message: "auth:wrongPass" };
  if (reply.code === 403) return { ok: false, message: "auth:accessNotAllowed" };
  if (reply.code === 429) return { ok: false, message: "auth:tooManyAttempts" };
  if (reply.code !== 200 || !reply.data?.token?.accessToken) return { ok: false, message: "auth:loginFailed" };

  const { user, token } = reply.data;
  // spec §6: only role agency may use the system; the others stay logged out
  if (user.role !== "agency") return { ok: false, message: "auth:noAccess" };

  const lookup = await reach(() =>
    marketplace.call<SupplierSummary>("POST", "agency/lookup", {
      body: { userId: user._id },
      token: token.accessToken,
    }),
  );
  if (lookup?.code === 404) return { ok: false, message: "auth:supplierNotExist" };
  if (!lookup || lookup.code !== 200 || !lookup.data?._id) return { ok: false, message: "auth:supplierLookupError" };

  const s = lookup.data;
  return {
    ok: true,
    tokens: { accessToken: token.accessToken, refreshToken: token.refreshToken },
    user: sessionUser(user),
    supplier: {
      _id: s._id,
      name: s.name,
      currency: s.currency ?? null,
      is_verify: Boolean(s.is_verify),
      // tours-cruises §3 "Supplier": every registered service's flag, as the marketplace answers it
      ...capabilityFlagsOf(s),
    },
  };
}

/** What the session keeps of the user (spec §3 "Stored locally after login: user …"). */
export function sessionUser(u: SessionUser): SessionUser {
  return {
    _id: u._id,
    email: u.email,
    role: u.role,
    firstname: u.firstname ?? "",
    lastname: u.lastname ?? "",
    sex: u.sex ?? null,
    dob: u.dob ?? null,
    phone: u.phone ?? null,
    dial_code: u.dial_code ?? null,
  };
}

export async function requestResetCode(email: string, clientIp: string): Promise<Result<object>> {
  // both calls are throttled by the browser's address, so it travels with them
  const check = await reach(() =>
    marketplace.call<{ exist: boolean }>("POST", "auth/user-check", { body: { email }, forwardedFor: clientIp }),
  );
  if (check?.code === 429) return { ok: false, message: "auth:tooManyAttempts" };
  if (check?.code === 200 && check.data?.exist === false) return { ok: false, message: "auth:emailNotRegistered" };
  const reply = await reach(() =>
    marketplace.call("POST", "auth/forgot-password", { body: { email, role: "agency" }, forwardedFor: clientIp }),
  );
  if (!reply) return { ok: false, message: "auth:submitFailed", values: { code: 503 } };
  if (reply.code === 200) return { ok: true };
  // spec §8: "unregistered email or code 500"
  if (reply.code === 500) return { ok: false, message: "auth:emailNotRegistered" };
  if (reply.code === 429) return { ok: false, message: "auth:tooManyAttempts" };
  return { ok: false, message: "auth:submitFailed", values: { code: reply.code } };
}

export async function resetPassword(input: { email: string; code: string; password: string }): Promise<Result<object>> {
  const reply = await reach(() =>
    marketplace.call("POST", `auth/get-password/${encodeURIComponent(input.code)}`, {
      body: { email: input.email, password: input.password, role: "agency" },
    }),
  );
  if (!reply) return { ok: false, message: "auth:submitFailed", values: { code: 503 } };
  if (reply.code === 200) return { ok: true };
  if (reply.code === 404 || reply.code === 400) return { ok: false, message: "auth:incorrectCode" };
  return { ok: false, message: "auth:submitFailed", values: { code: reply.code } };
}
