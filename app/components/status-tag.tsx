// A status as a coloured tag; labels come from the locale (common:status.*). A plain span styled
// like Mantine's light Badge (app.css "tag"): lists show one per row.
import { useTranslation } from "react-i18next";

export const STATUS_COLORS: Record<string, string> = {
  active: "teal",
  inactive: "gray",
  approved: "teal",
  pending: "yellow",
  rejected: "red",
  wait_paid: "gray",
  "wait-confirm": "yellow",
  paid: "blue",
  confirmed: "cyan",
  agency_begin: "indigo",
  begin: "violet",
  agency_completed: "lime",
  completed: "teal",
  "not-come": "orange",
  cancelled: "red",
  abandoned: "red",
  refunded: "grape",
  trash: "dark",
};

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`tag tag-${STATUS_COLORS[status] ?? "gray"}`} data-status={status}>
      {t(`common:status.${status}`, { defaultValue: status })}
    </span>
  );
}

/**
 * A listing's state as its owner needs it (tours-cruises §4, hotels-bikes-transport §4: listings are
 * moderated before being public): one awaiting moderation or rejected says so, never "Active", since it
 * is not public; an approved one shows its active/inactive flag. An inactive one awaiting moderation
 * shows both.
 */
export function ListingStateTags({ status, isActive }: { status: string | null | undefined; isActive: boolean }) {
  const moderated = status === "pending" || status === "rejected" ? status : null;
  return (
    <span data-testid="listing-state">
      {moderated ? <StatusTag status={moderated} /> : null}
      {moderated && isActive ? null : (
        <>
          {moderated ? " " : null}
          <StatusTag status={isActive ? "active" : "inactive"} />
        </>
      )}
    </span>
  );
}
