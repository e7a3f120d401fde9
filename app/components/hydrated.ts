// The hydration check on its own: list pages' filter fields need it without the form pieces
// (Conform, zod), which a GET filter form does not use in the browser.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
/** False on the server and while hydrating, true after: a page opened by a link in the app draws its scripted form at once. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Scripts off: every field the server found invalid carries autofocus, and the browser focuses
 * (and scrolls to) the first in page order. With scripts the form piece focuses instead.
 */
export function useServerAutoFocus() {
  const hydrated = useHydrated();
  return (invalid: string | readonly string[] | null | undefined) => !hydrated && Boolean(invalid && invalid.length);
}
