// A status as a coloured tag; labels come from the locale (common:status.*). A plain span styled
// like Mantine's light Badge (app.css "tag"): lists show one per row. A booking status's colour and
// label key are its entry in the status catalogue (contract/statuses.ts); a listing's states are below.
import { useTranslation } from "react-i18next";
import { allStatuses, isStatus, statusColour, statusLabelKey, type TagColour } from "@contract/statuses";

/** A listing's moderation and sale states (tours-cruises §4, hotels-bikes-transport §4), worded in common:status.* too. */
const LISTING_STATE_COLOURS: Readonly<Record<string, TagColour>> = {
  active: "teal",
  inactive: "gray",
  approved: "teal",
  pending: "yellow",
  rejected: "red",
};

/** A status's tag colour: a booking status's from the catalogue, a listing state's, else grey. */
export const tagColour = (status: string): TagColour =>
  isStatus(status) ? statusColour(status) : (LISTING_STATE_COLOURS[status] ?? "gray");

/** Every colour a tag may be drawn in (the theme's contrast test reads each). */
export const tagColours = (): TagColour[] => [
  ...new Set([...Object.values(LISTING_STATE_COLOURS), ...allStatuses().map((s) => s.colour)]),
];

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`tag tag-${tagColour(status)}`} data-status={status}>
      {t(statusLabelKey(status), { defaultValue: status })}
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
