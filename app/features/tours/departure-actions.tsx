// The actions of one departure (spec §4): edit only when it is now or later, copy always, and
// delete only without orders — else its bookings are offered instead.
import { Link } from "@remix-run/react";
import { Button } from "@mantine/core";
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
        <Button
          component={Link}
          to={to({ modal: "edit", id: departure._id })}
          preventScrollReset
          size="compact-sm"
          variant="light"
        >
          {t("common:edit")}
        </Button>
      ) : null}
      <Button
        component={Link}
        to={to({ modal: "copy", id: departure._id })}
        preventScrollReset
        size="compact-sm"
        variant="light"
        color="blue"
      >
        {t("groups.copy")}
      </Button>
      {departure.orders ? (
        <Button
          component={Link}
          to={to({ bookings: departure._id })}
          preventScrollReset
          size="compact-sm"
          variant="subtle"
          data-testid="departure-bookings"
        >
          {t("calendar.bookings")}
        </Button>
      ) : (
        <Button
          component={Link}
          to={to({ confirm: "delete", id: departure._id })}
          preventScrollReset
          size="compact-sm"
          variant="subtle"
          color="red"
          data-testid="departure-delete"
        >
          {t("common:delete")}
        </Button>
      )}
    </div>
  );
}
