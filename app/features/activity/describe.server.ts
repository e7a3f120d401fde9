// An activity entry in a person's words (spec team.md §Screens): when (Vietnam time), who (a member's
// name; "Customer" / "Marketplace" for those authors), what (the kind's words), the record it is about
// (a link when the record has a page) and what changed (from → to in the status catalogue's words,
// the reason, the transfer code, the contact people, the days…). The /activity page, its CSV and a
// booking's history all read an entry through here, so they never disagree, and none of them prints
// a raw kind, status, role or JSON: a value without words is left out.
import type { TFunction } from "i18next";
import { activityKindLabel, deskKind, statusKind, type ActivityEntry } from "@contract/activity";
import { BIKE_DESK_ACTIONS, HOTEL_DESK_ACTIONS } from "@contract/front-desk";
import { allStatuses, isStatus, statusLabelKey } from "@contract/statuses";
import { bookingPaths, serviceOf, SERVICE_IDS } from "@contract/services";
import { formatDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { shownCode } from "~/lib/booking-code.server";
import { APP_SERVICES } from "~/services";

export type ActivityRow = {
  _id: string;
  at: string;
  when: string;
  who: string;
  email: string;
  what: string;
  service: string;
  target: { label: string; href: string | null };
  details: string[];
};

/** A kind's words: a status change in the status catalogue's words, a desk step in the desk's, the others in activity.json. */
export function kindWords(t: TFunction, kind: string): string {
  const status = allStatuses().find((s) => statusKind(s.id) === kind);
  if (status) return t("activity:kindStatus", { status: t(statusLabelKey(status.id)) });
  const step = [...HOTEL_DESK_ACTIONS, ...BIKE_DESK_ACTIONS].find((s) => deskKind(s) === kind);
  if (step) return t("activity:kindDesk", { step: t(`desk:step.${step}`) });
  return t(activityKindLabel(kind), { defaultValue: t("activity:kindOther") });
}

/** A service's name (dashboard.json `service.<wording>`), or "" for none or one this app does not know. */
export function serviceWords(t: TFunction, service: string | null | undefined): string {
  if (!service || !(SERVICE_IDS as readonly string[]).includes(service)) return "";
  return t(`dashboard:service.${serviceOf(service).wording}`);
}

const who = (t: TFunction, actor: ActivityEntry["actor"]) =>
  actor.kind === "member"
    ? actor.name?.trim() || actor.email || t("activity:actor.unknown")
    : t(`activity:actor.${actor.kind}`);

/** Where the record's page is: a booking's detail; a service's own listing (not a room, a cabin…) while it exists. */
function targetHref(entry: ActivityEntry): string | null {
  const { target, service } = entry;
  if (!target._id || !service || !(SERVICE_IDS as readonly string[]).includes(service)) return null;
  const id = encodeURIComponent(target._id);
  if (target.kind === "booking") return bookingPaths(serviceOf(service)).detail(target._id);
  if (target.kind !== "listing" || entry.kind === "listing.deleted" || target.listing !== service) return null;
  const app = APP_SERVICES.find((a) => a.service.id === service);
  return app?.listingForm ? `${app.listingForm}/${id}` : null;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
/** Words the locale has for a value, or "" — never the value itself. */
const wordsOr = (t: TFunction, key: string) => t(key, { defaultValue: "" });
/** A from or to: a booking status in the catalogue's words, a member's role in its words, else nothing. */
const stateWords = (t: TFunction, v: unknown) =>
  typeof v === "string" && isStatus(v) ? t(statusLabelKey(v)) : text(v) && wordsOr(t, `activity:role.${text(v)}`);

/** What changed, one line each, in the page's language (`lng`: the money's). */
export function detailLines(t: TFunction, summary: ActivityEntry["summary"], lng = "vi"): string[] {
  const lines: string[] = [];
  const from = stateWords(t, summary.from);
  const to = stateWords(t, summary.to);
  if (to) lines.push(from ? t("activity:summary.status", { from, to }) : t("activity:summary.statusTo", { to }));
  if (text(summary.reason)) lines.push(t("activity:summary.reason", { reason: text(summary.reason) }));
  if (text(summary.code)) lines.push(t("activity:summary.code", { code: text(summary.code) }));
  if (summary.contacts && typeof summary.contacts === "object") {
    const names = Object.values(summary.contacts).map(text).filter(Boolean);
    lines.push(
      names.length ? t("activity:summary.contactsTo", { names: names.join(", ") }) : t("activity:summary.contacts"),
    );
  }
  const days = (summary.dates ?? []).map((d) => formatDate(d, "date")).filter(Boolean);
  if (days.length) lines.push(t("activity:summary.days", { count: days.length, days: days.slice(0, 5).join(", ") }));
  const start = formatDate(text(summary.start), "date");
  const end = formatDate(text(summary.end), "date");
  if (start || end) lines.push(t("activity:summary.range", { start: start || "…", end: end || "…" }));
  if (typeof summary.amount === "number" && Number.isFinite(summary.amount))
    lines.push(
      t("activity:summary.amount", { amount: formatMoney(summary.amount, text(summary.currency) || "VND", lng) }),
    );
  if (summary.fields?.length) lines.push(t("activity:summary.fields", { count: summary.fields.length }));
  return lines;
}

/** The record as people name it: a booking by the code it is shown with (product part and uid), else its label or its kind's word. */
function targetLabel(t: TFunction, target: ActivityEntry["target"]) {
  const label = target.label?.trim();
  if (!label) return wordsOr(t, `activity:target.${target.kind}`);
  return target.kind === "booking" ? shownCode(label) : label;
}

export function describeEntry(t: TFunction, entry: ActivityEntry, lng = "vi"): ActivityRow {
  return {
    _id: entry._id,
    at: entry.at,
    when: formatDate(entry.at, "dateTime"),
    who: who(t, entry.actor),
    email: entry.actor.kind === "member" ? (entry.actor.email ?? "") : "",
    what: kindWords(t, entry.kind),
    service: serviceWords(t, entry.service),
    target: {
      label: targetLabel(t, entry.target),
      href: targetHref(entry),
    },
    details: detailLines(t, entry.summary, lng),
  };
}
