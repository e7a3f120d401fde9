// The spec's pages of an area that is not built yet answer a translated "coming
// soon" page inside the layout (200), never a 404. The pages come from the services' descriptors
// (app/services): a service's own pages still to come, and its bookings' while they are "soon";
// when an area's routes land its descriptor says so (Remix prefers a real route over the catch-all,
// so a leftover is harmless).
import { matchPath } from "@remix-run/react";
import type { ServiceId } from "@contract/services";
import { APP_SERVICES, comingSoonPages, type ComingSoonPage } from "~/services";

export type { ComingSoonPage };
export type ComingSoonArea = ServiceId;

const PAGES = APP_SERVICES.map((s) => ({ area: s.service.id, pages: comingSoonPages(s) })).filter(
  (a) => a.pages.length,
);

/** The areas with pages still to come (cruise, hotel, transport, bike). */
export const COMING_SOON_AREAS: readonly ComingSoonArea[] = PAGES.map((a) => a.area);

/** The area and page a path is, when it is one of the spec's pages of an area still to come. */
export function comingSoonPage(pathname: string): { area: ComingSoonArea; page: ComingSoonPage } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const { area, pages } of PAGES) {
    for (const [pattern, page] of pages) {
      if (matchPath({ path: pattern, end: true }, path)) return { area, page };
    }
  }
  return null;
}
