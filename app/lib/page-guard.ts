// Who may open a back-office page: the supplier's services (tours-cruises §3 "Supplier") and the
// member's role and services (spec team.md §Roles), both read from the one permission table of
// contract/permissions.ts through the page's own path. Pure: the session guard, the menu and the
// dashboard's links all ask here, so a new route or menu entry is judged like every other.
import { allows, permissionOfPage, type Role } from "@contract/permissions";
import type { CapabilityFlag, ServiceId } from "@contract/services";
import { pageAllowed } from "~/services";

/** What the marketplace's `auth/me` says of the logged-in member (spec team.md §Calls). */
export type MemberGrant = { role: Role; services: readonly ServiceId[] };

export type PageRefusal = "notYourService" | "notYourRole";

/**
 * Why this member may not use the page with this method, or null when they may. A path the table
 * does not judge (null) is no page of a member's work (the login, a static file): any member may.
 */
export function pageRefusal(
  flags: { readonly [F in CapabilityFlag]: boolean },
  member: MemberGrant,
  pathname: string,
  method = "GET",
  intent?: string,
): PageRefusal | null {
  if (!pageAllowed(flags, pathname)) return "notYourService";
  const rule = permissionOfPage(pathname, method.toUpperCase(), intent);
  if (rule && !allows(member, rule.permission, rule.service)) return "notYourRole";
  return null;
}

/** Whether the member may open the page a link leads to (its path; a query does not change who may). */
export function mayOpen(
  flags: { readonly [F in CapabilityFlag]: boolean },
  member: MemberGrant,
  href: string,
): boolean {
  return pageRefusal(flags, member, href.split(/[?#]/)[0] ?? href, "GET") === null;
}
