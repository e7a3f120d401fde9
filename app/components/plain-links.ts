// Links drawn as plain <a data-plain-link> instead of Remix <Link>s inside the layout (the two menus,
// a list's rows and pager, the dashboard's lines, the ~40 days of a month calendar): a <Link> costs the
// server far more per element. Without scripts each is a link; with scripts one click handler on the
// layout (and the calendar's own) hands a plain left click to the router as <Link> would, and
// data-discover lets Remix learn the route. KEEP_SCROLL is <Link preventScrollReset>.
import { useNavigate, useLocation } from "@remix-run/react";

/** The attributes of such a link. */
export const PLAIN_LINK = { "data-plain-link": true, "data-discover": "true" } as const;
/** Added to PLAIN_LINK: the page keeps its scroll position (a dialog opened by a URL state, a month). */
export const KEEP_SCROLL = { "data-keep-scroll": true } as const;

/** The container's click handler; `preventScrollReset` as <Link>'s (a calendar keeps its place). */
export function usePlainLinks({ preventScrollReset = false }: { preventScrollReset?: boolean } = {}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (e: React.MouseEvent<HTMLElement>) => {
    const a = (e.target as Element).closest("a[data-plain-link]");
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || e.button !== 0) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || a.origin !== window.location.origin) return;
    if (a.target && a.target !== "_self") return;
    e.preventDefault();
    const to = `${a.pathname}${a.search}`;
    // as <Link>: a click on the page one is on replaces the history entry instead of adding one
    navigate(to, {
      replace: to === `${pathname}${search}`,
      preventScrollReset: preventScrollReset || a.hasAttribute("data-keep-scroll"),
    });
  };
}
