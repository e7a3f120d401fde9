// One card of the dashboard: its title with a count, its lines, or one line saying there is nothing
// (the issue: an empty section says so instead of disappearing). On a phone the cards stack, those
// with something to do first (dashboard.css).
import { Link } from "@remix-run/react";

type SectionProps = {
  id: string;
  title: string;
  /** how many there are in all (the lines may show fewer) */
  count?: number;
  /** the one line shown when there is nothing */
  empty: string;
  /** a line under the list (how many of how many are shown, where to read them all) */
  note?: React.ReactNode;
  /** a line above the list (what the card's bookings need) */
  lead?: React.ReactNode;
  children: React.ReactNode[];
};

export function Section({ id, title, count, empty, note, lead, children }: SectionProps) {
  const none = children.length === 0;
  return (
    <section
      className="dash-card"
      aria-labelledby={`dash-${id}-title`}
      data-testid={`dash-${id}`}
      data-empty={none || undefined}
    >
      <h2 className="dash-title" id={`dash-${id}-title`}>
        {title}
        {count !== undefined ? (
          <span className="dash-count" data-testid={`dash-${id}-count`}>
            {count}
          </span>
        ) : null}
      </h2>
      {none ? null : lead}
      {none ? <p className="dash-empty">{empty}</p> : <ul className="dash-list">{children}</ul>}
      {note ? <div className="dash-note">{note}</div> : null}
    </section>
  );
}

type LineProps = {
  /** the service's own word for it (Tour, Hotel, Transfer…) */
  tag: string;
  title: string;
  href: string | null;
  /** the text of the link at the end of the line; none: the title is the only link */
  action?: { label: string; href: string; strong?: boolean } | null;
  children?: React.ReactNode;
  testId?: string;
};

/** A line: the service's word and the thing's name (a link), what to know about it, and what to do. */
export function Line({ tag, title, href, action, children, testId }: LineProps) {
  return (
    <li className="dash-line" data-testid={testId}>
      <div className="dash-line-main">
        <div className="dash-line-head">
          <span className="dash-tag">{tag}</span>
          {href ? (
            <Link to={href} prefetch="intent" className="dash-name">
              {title}
            </Link>
          ) : (
            <span className="dash-name">{title}</span>
          )}
        </div>
        {children}
      </div>
      {action ? (
        <Link
          to={action.href}
          prefetch="intent"
          className={action.strong ? "dash-action dash-action-strong" : "dash-action"}
        >
          {action.label}
        </Link>
      ) : null}
    </li>
  );
}
