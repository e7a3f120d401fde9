// Tabs as links (?status=… / ?tab=…) with an optional count: the server renders the chosen one,
// so they work without scripts; the list keeps its other query parameters but goes to page 1.
import { Link, useLocation } from "@remix-run/react";
import { withParams } from "~/lib/list-query";

export type Tab = { value: string; label: string; count?: number };

export function LinkTabs({
  tabs,
  active,
  param,
  label,
  testId = "tabs",
}: {
  tabs: Tab[];
  active: string;
  param: string;
  label: string;
  testId?: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <nav className="link-tabs" aria-label={label} data-testid={testId}>
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          to={`${pathname}${withParams(search, { [param]: tab.value, page: null, payment: null })}`}
          className="link-tab"
          aria-current={tab.value === active ? "page" : undefined}
          preventScrollReset
          data-tab={tab.value}
        >
          <span>{tab.label}</span>
          {tab.count !== undefined ? <span className="link-tab-count">{tab.count}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
