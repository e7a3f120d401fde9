// Paging by links that keep the other query parameters; hidden when everything fits on one
// page (spec hotels §2). A phone gets the small pager: previous, "page of pages", next.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withParams } from "~/lib/list-query";

function pageWindow(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const to = (p: number) => `${pathname}${withParams(search, { page: p === 1 ? null : p })}`;
  const prev = page > 1 ? to(page - 1) : null;
  const next = page < pages ? to(page + 1) : null;
  return (
    <nav className="pager" aria-label={t("common:list.pages")} data-testid="pager">
      {prev ? (
        <Link to={prev} prefetch="intent" className="pager-link" rel="prev">
          ‹ {t("common:list.previous")}
        </Link>
      ) : (
        <span className="pager-link" aria-disabled="true">
          ‹ {t("common:list.previous")}
        </span>
      )}
      <span className="pager-pages">
        {pageWindow(page, pages).map((p, i) =>
          p === "gap" ? (
            <span key={`gap-${i}`} className="pager-gap">
              …
            </span>
          ) : (
            <Link
              key={p}
              to={to(p)}
              prefetch="intent"
              className="pager-link"
              aria-current={p === page ? "page" : undefined}
            >
              {p}
            </Link>
          ),
        )}
      </span>
      <span className="pager-compact">{t("common:list.pageOf", { page, pages })}</span>
      {next ? (
        <Link to={next} prefetch="intent" className="pager-link" rel="next">
          {t("common:list.next")} ›
        </Link>
      ) : (
        <span className="pager-link" aria-disabled="true">
          {t("common:list.next")} ›
        </span>
      )}
      <span className="pager-total">{t("common:list.total", { count: total })}</span>
    </nav>
  );
}
