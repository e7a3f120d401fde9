// The team's permission table (spec team.md §Roles) and the two derivations both sides read: what a
// marketplace call needs (permissionOfApiCall, the marketplace's guard) and what a back-office page
// needs (permissionOfPage, the app's menu and route guards). Both are rules over the path, reading the
// service descriptors (contract/services.ts), never a list of calls or pages: a new call or page falls
// under a rule or gets none, and permissions.test.ts fails on one that gets none.
// Pure data and functions: no zod, no I/O (the browser may import it).
import { CALENDAR_INTENTS } from "./calendar";
import { allServices, type ServiceDescriptor, type ServiceId } from "./services";

/** spec team.md §Roles, in that order. */
export const ROLES = ["owner", "manager", "reservations", "finance"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (v: unknown): v is Role => typeof v === "string" && (ROLES as readonly string[]).includes(v);

/**
 * What a member may do. `account` is what every member may do on their own account (who am I, their
 * own user profile and password, logout, the language and currency choice, the reference lists);
 * `public` needs no member at all (login, the invitation's acceptance, the operator's dev calls).
 */
export const PERMISSIONS = [
  "bookings.read",
  "bookings.act", // transitions, contact people, transfer codes, the front desk's steps
  "calendars.read",
  "calendars.write", // schedule, day edits
  "listings.read",
  "listings.write",
  "dashboard.read",
  "statistics.read", // statistics and revenue
  "payouts.read",
  "exports.read", // CSV
  "activity.read",
  "profile.read",
  "profile.write",
  "bank.read",
  "bank.write",
  "team.manage",
  "account",
  "public",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERY_MEMBER: readonly Permission[] = ["account", "public"];

/** spec team.md §Roles, literally: which role has which permission. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  // everything, including the team, the supplier profile, bank details and payouts
  owner: PERMISSIONS,
  // everything except the team and the bank details
  manager: PERMISSIONS.filter((p) => p !== "team.manage" && p !== "bank.read" && p !== "bank.write"),
  // bookings (read, every transition, contacts, transfer codes), calendars (read, schedule, day edits),
  // listings (read) and the dashboard
  reservations: [
    "bookings.read",
    "bookings.act",
    "calendars.read",
    "calendars.write",
    "listings.read",
    "dashboard.read",
    ...EVERY_MEMBER,
  ],
  // statistics, revenue, payouts and bookings (read only), CSV exports, the activity record
  finance: ["statistics.read", "payouts.read", "bookings.read", "exports.read", "activity.read", ...EVERY_MEMBER],
};

/** What a member is to the permission table: a role and the services it is limited to ([]: all of them). */
export type Member = { role: Role | string; services: readonly ServiceId[] };

/** The permissions of a role (an unknown role has none). */
export const permissionsOf = (role: string): readonly Permission[] => (isRole(role) ? ROLE_PERMISSIONS[role] : []);

/**
 * Whether a service is one of the member's: spec team.md §Roles "empty = all of them". A cruise is a
 * tour with type cruise (tours-cruises §3): its calls and pages are the tour's (their payments segment
 * is the same), so a member of either reaches the calls both share.
 */
export function coversService(services: readonly ServiceId[], service: ServiceId | null): boolean {
  if (!service || services.length === 0) return true;
  if (services.includes(service)) return true;
  const segment = segmentOf(service);
  return segment !== null && services.some((s) => segmentOf(s) === segment);
}

const segmentOf = (id: ServiceId): string | null => allServices().find((s) => s.id === id)?.api.payments ?? null;

/** spec team.md §Roles: a member does only what both the role and the services allow. */
export function allows(member: Member, permission: Permission, service: ServiceId | null): boolean {
  return permissionsOf(member.role).includes(permission) && coversService(member.services, service);
}

/** The services a member reaches, of those given (a limited member: its own; else all). */
export const servicesOfMember = (member: Member, of: readonly ServiceId[]): ServiceId[] =>
  of.filter((s) => coversService(member.services, s));

/**
 * The supplier's bank details (tours-cruises §3 "Supplier"): only owners see or change them (spec
 * team.md §Roles "bank details").
 */
export const BANK_FIELDS = [
  "bank_name",
  "bank_branch_name",
  "bank_iban_code",
  "bank_swift_code",
  "account_number",
  "account_full_name",
  "account_full_name_upper",
] as const;

export type PermissionOf = { permission: Permission; service: ServiceId | null };

const READS = new Set(["GET", "HEAD"]);
const need = (permission: Permission, service: ServiceId | null = null): PermissionOf => ({ permission, service });

// ------------------------------------------------------------------------ marketplace calls

/** Calls answered without a member (marketplace-api.md "Auth and account", the dev calls, files, this contract). */
const PUBLIC_CALL =
  /^(auth\/(login|refresh-token|logout|user-check|forgot-password|get-password\/[^/]+|accept-invite\/[^/]+)|openapi\.json|files\/[^/]+|dev(\/.*)?)$/;
/** A member's own account (marketplace-api.md "Auth and account"; spec team.md §Calls `GET auth/me`). */
// The currency dialog is in every page's header (tours-cruises §2 "Layout"): any member may use it.
const ACCOUNT_CALL =
  /^(auth\/(me|change-password)|user\/update\/[^/]+|agency\/lookup|agency\/agency\/update-currency)$/;
/**
 * The reference lists every form reads (marketplace-api.md "Uploads, help, reference lists"): places,
 * taxonomies (`…/category`, `…/type`, `…facility`, `bedtype`, `tour/interest`) and help articles.
 */
const REFERENCE_CALL =
  /^(destination\/[a-z]+|[a-z]+\/(category|interest|type|cruise-facility)|facility|bedtype|post\/post\/[^/]+)$/;

/** The descriptors whose calls live under this path: its first segment is their id or payments segment, or one of their api paths begins it. */
function servicesOfCall(path: string): ServiceDescriptor[] {
  const first = path.split("/")[0] ?? "";
  return allServices().filter(
    (s) =>
      s.id === first ||
      s.api.payments === first ||
      [s.api.orders, s.api.statistic, s.api.revenue].some((p) => path === p || path.startsWith(`${p}/`)),
  );
}

/** A service's own call: its bookings, statistics, revenue, front desk, calendars, else its listings. */
function serviceCall(method: string, path: string, s: ServiceDescriptor): PermissionOf {
  const read = READS.has(method);
  if (path === s.api.statistic || path === s.api.revenue) return need("statistics.read", s.id);
  if (path === s.api.orders || path.startsWith(`${s.api.orders}/`))
    return need(read ? "bookings.read" : "bookings.act", s.id);
  // the front desk's day (contract/front-desk.ts): the bookings of today
  if (path === `${s.id}/today`) return need("bookings.read", s.id);
  // a sales calendar (calendars/, a tour's departures and their bookings): `…calendar…` or a departure's orders
  if (/calendar|order-by/.test(path))
    return need(read || /order-by/.test(path) ? "calendars.read" : "calendars.write", s.id);
  return need(read ? "listings.read" : "listings.write", s.id);
}

/** The service a query names (`service`: an id or a payments segment), when it is one. */
function serviceOfQuery(query: Record<string, unknown> | undefined): ServiceId | null {
  const named = query?.service;
  if (typeof named !== "string") return null;
  const s = allServices().find((d) => d.id === named || d.api.payments === named);
  return s ? s.id : null;
}

/**
 * What a marketplace call needs (spec team.md §Roles), from its method and path (relative to the API
 * base, `/tour/tour/1` or `tour/tour/1`) and, where the service is the query's, its query. null: no
 * rule knows the call (permissions.test.ts fails on one the OpenAPI document lists).
 */
export function permissionOfApiCall(
  method: string,
  rawPath: string,
  query?: Record<string, unknown>,
): PermissionOf | null {
  const m = method.toUpperCase();
  const path = rawPath.replace(/^\/+|\/+$/g, "").split("?")[0] ?? "";
  if (PUBLIC_CALL.test(path)) return need("public");
  if (ACCOUNT_CALL.test(path)) return need("account");
  if (READS.has(m) && REFERENCE_CALL.test(path)) return need("account");
  if (/^agency\/member(\/.*)?$/.test(path)) return need("team.manage");
  // the supplier profile (tours-cruises §5 "Supplier profile"): its bank fields are judged by the call itself (BANK_FIELDS)
  if (/^agency\/(agency\/[^/]+|update\/[^/]+|request-verify)$/.test(path))
    return need(READS.has(m) ? "profile.read" : "profile.write");
  // the whole record is activity.read's; one record's history (`target`: a booking's) is read with the booking
  if (/^activity(\/.*)?$/.test(path))
    return need(query?.target ? "bookings.read" : "activity.read", serviceOfQuery(query));
  // the dashboard counts the member's services only (the call itself narrows them)
  // the menu's badges (bookings waiting for the supplier) are read on every page by whoever reads bookings
  if (path === "dashboard/badges") return need("bookings.read");
  if (/^dashboard(\/.*)?$/.test(path)) return need("dashboard.read");
  // uploads are saved into a listing's or the profile's form: the writers of listings (owner, manager)
  if (/^extra\/upload\/[a-z-]+$/.test(path)) return need("listings.write");
  if (path === "transaction/payment-statistic") return need("statistics.read", serviceOfQuery(query));
  if (/^transaction\/payment-agency(\/[^/]+)?$/.test(path)) return need("payouts.read", serviceOfQuery(query));
  // a booking's customer transactions, and a transfer code recorded on it (its service is the order's)
  if (path === "transaction") return need(READS.has(m) ? "bookings.read" : "bookings.act");
  const owners = servicesOfCall(path);
  // a tour's calls are a cruise's too: the first owner (the tour) stands for both (coversService)
  return owners[0] ? serviceCall(m, path, owners[0]) : null;
}

// ------------------------------------------------------------------------ back-office pages

/** Pages of a member's own account, and the app's plumbing behind every page (spec team.md §Roles). */
const ACCOUNT_PAGE =
  /^\/(profile(\/(user|change-pass))?|logout|language|currency|sidebar|files\/[^/]+|resources\/[a-z-]+|theme\.css|bench-floor)$/;
/** Pages no member is behind (the login and the invitation). */
const PUBLIC_PAGE = /^\/(login|invite)$/;

/** A service's page (its listings, bookings, statistics, CSV, calendars, today). */
function servicePage(method: string, rest: string, s: ServiceDescriptor, intent?: string): PermissionOf {
  const read = READS.has(method);
  if (/^\/bookings\.csv$/.test(rest)) return need("exports.read", s.id);
  if (/^\/statistic(-revenue)?$/.test(rest)) return need("statistics.read", s.id);
  if (/^\/(bookings|booking\/[^/]+(\/qr)?|today)$/.test(rest))
    return need(read ? "bookings.read" : "bookings.act", s.id);
  // a sales calendar, a tour's departures, a hotel's occupancy grid and bulk rates
  if (/calendar|occupancy|bulk/.test(rest)) return need(read ? "calendars.read" : "calendars.write", s.id);
  // a calendar drawn on a listing page (rooms, cabins, a bike's options) posts its own forms there
  if (!read && intent && (CALENDAR_INTENTS as readonly string[]).includes(intent)) return need("calendars.write", s.id);
  if (/(^|\/)action(\/|$)/.test(rest)) return need("listings.write", s.id);
  return need(read ? "listings.read" : "listings.write", s.id);
}

/**
 * What a back-office page needs (spec team.md §Roles, §Screens), from its path, method and a post's
 * `intent` (a calendar's forms on a listing page are calendar work) (a post
 * is the page's write). null: no member stands behind it (the login, the invitation) or no rule knows
 * it (permissions.test.ts fails on a route that gets none).
 */
export function permissionOfPage(pathname: string, method: string, intent?: string): PermissionOf | null {
  const m = method.toUpperCase();
  const path = `/${pathname.replace(/^\/+|\/+$/g, "").split("?")[0]}`;
  if (path === "/") return need("dashboard.read");
  if (PUBLIC_PAGE.test(path)) return null;
  if (ACCOUNT_PAGE.test(path)) return need("account");
  if (path === "/profile/team") return need("team.manage");
  // the supplier profile; its bank fields are owners' alone (BANK_FIELDS, judged by the marketplace)
  if (path === "/profile/agency") return need(READS.has(m) ? "profile.read" : "profile.write");
  // the account and the supplier at a glance (tours-cruises §2 Profile): it shows the supplier's profile
  if (path === "/infomation") return need("profile.read");
  if (/^\/activity(\.csv)?$/.test(path)) return need(path.endsWith(".csv") ? "exports.read" : "activity.read");
  const first = path.split("/")[1] ?? "";
  const s = allServices().find((d) => d.basePath === `/${first}`);
  return s ? servicePage(m, path.slice(first.length + 1), s, intent) : null;
}

/** Every permission a member has, for GET auth/me (spec team.md §Calls). */
export const permissionList = (member: Member): Permission[] => [...permissionsOf(member.role)];
