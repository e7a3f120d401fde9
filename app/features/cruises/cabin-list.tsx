// The left side of /cruise/{idTour}/cabins (spec §2 Cruises): the cruise's cabin types with their
// number of cabins, edit, delete after a confirmation (a URL state: no scripts needed) and add.
import { Link, useLocation } from "@remix-run/react";
import { Button, Paper, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { withParams } from "~/lib/list-query";
import { RowLink } from "~/components/list/row-button";
import { StatusTag } from "~/components/status-tag";

export type CabinRow = {
  _id: string;
  name: string;
  num_cabin: number;
  num_person: number;
  is_active: boolean;
  /** booked from today on: the marketplace refuses its deletion, so none is offered */
  has_bookings: boolean;
};

export function CabinList({
  cruiseId,
  cabins,
  chosen,
}: {
  cruiseId: string;
  cabins: CabinRow[];
  chosen: string | null;
}) {
  const { t } = useTranslation("cruise");
  const { pathname, search } = useLocation();
  const base = `/cruise/${cruiseId}`;
  return (
    <Paper withBorder p="md" radius="md" className="cabin-list" data-testid="cabin-list">
      <div className="cabin-list-head">
        <Title order={2} size="h4">
          {t("cabins.listTitle")}
        </Title>
        <Button component={Link} to={`${base}/cabin/action`} size="xs" data-testid="cabin-add">
          {t("cabins.add")}
        </Button>
      </div>
      {cabins.length ? (
        <ul className="cabin-rows">
          {cabins.map((cabin) => (
            <li
              key={cabin._id}
              className="cabin-row"
              data-testid="cabin-row"
              aria-current={cabin._id === chosen || undefined}
            >
              <div className="cabin-row-main">
                <Link
                  to={`${pathname}${withParams(search, { cabin: cabin._id, confirm: null, id: null })}`}
                  className="link name-link"
                >
                  {cabin.name}
                </Link>
                <Text size="xs" c="dimmed">
                  {t("cabins.count", { count: cabin.num_cabin })} · {t("cabin.persons", { count: cabin.num_person })}
                </Text>
                {cabin.is_active ? null : <StatusTag status="inactive" />}
              </div>
              <div className="row-actions">
                <RowLink to={`${base}/cabin/action/${cabin._id}`}>{t("common:edit")}</RowLink>
                {cabin.has_bookings ? null : (
                  <RowLink
                    to={`${pathname}${withParams(search, { confirm: "delete", id: cabin._id })}`}
                    preventScrollReset
                    variant="subtle"
                    color="red"
                    data-testid="cabin-delete"
                  >
                    {t("common:delete")}
                  </RowLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" data-testid="cabin-list-empty">
          {t("cabins.empty")}
        </Text>
      )}
    </Paper>
  );
}
