// The actions of one departure (spec §4): edit only when it is now or later, copy always, and
// delete only without orders — else its bookings are offered instead.
import { RowLink } from "~/components/list/row-button";
import { useTranslation } from "react-i18next";
import type { Departure } from "./api.server";

type Props = {
  departure: Pick<Departure, "_id"> & { editable: boolean; orders?: number | null };
  /** this page's URL with these query changes (the other URL states cleared) */
  to: (changes: Record<string, string>) => string;
};

export function DepartureActions({ departure, to }: Props) {
  const { t } = useTranslation("tours");
  return (
    <div className="row-actions">
      {departure.editable ? (
        <RowLink to={to({ modal: "edit", id: departure._id })} preventScrollReset>
          {t("common:edit")}
        </RowLink>
      ) : null}
      <RowLink to={to({ modal: "copy", id: departure._id })} preventScrollReset color="blue">
        {t("groups.copy")}
      </RowLink>
      {departure.orders ? (
        <RowLink
          to={to({ bookings: departure._id })}
          preventScrollReset
          variant="subtle"
          data-testid="departure-bookings"
        >
          {t("calendar.bookings")}
        </RowLink>
      ) : (
        <RowLink
          to={to({ confirm: "delete", id: departure._id })}
          preventScrollReset
          variant="subtle"
          color="red"
          data-testid="departure-delete"
        >
          {t("common:delete")}
        </RowLink>
      )}
    </div>
  );
}
