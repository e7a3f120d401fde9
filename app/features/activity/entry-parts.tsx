// The parts of an activity entry both the /activity page and a booking's history draw: the record it
// is about (a link where it has a page) and what changed, a line each.
import { Anchor } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ActivityRow } from "./describe.server";

/** The record it is about: a link to its page where it has one. */
export function TargetCell({ target }: { target: ActivityRow["target"] }) {
  return target.href ? (
    <Anchor component={Link} to={target.href} prefetch="intent" data-testid="activity-target">
      {target.label}
    </Anchor>
  ) : (
    <span>{target.label}</span>
  );
}

/** What changed, a line each. */
export function DetailLines({ lines }: { lines: string[] }) {
  if (!lines.length) return null;
  return (
    <ul className="activity-details">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
