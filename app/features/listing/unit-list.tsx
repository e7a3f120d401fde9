// The left side of a listing's sales page (a cruise's cabin types, a hotel's room types; spec
// tours-cruises §2 Cruises, hotels-bikes-transport §2 "/hotel/{idHotel}/rooms"): the types with their
// facts, the chosen one (`?{param}=`, whose calendar shows on the right), edit, delete after a
// confirmation (a URL state: no scripts needed) and add. Each listing passes its words and facts.
import { Button, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withParams } from "~/lib/list-query";
import { RowLink } from "~/components/list/row-button";
import { StatusTag } from "~/components/status-tag";

export type UnitRow = {
  _id: string;
  name: string;
  is_active: boolean;
  /** it may be deleted (a cabin type booked from today on may not: none is offered) */
  deletable: boolean;
};

type Props<R extends UnitRow> = {
  rows: R[];
  chosen: string | null;
  /** the URL parameter naming the chosen type ("cabin", "room") and the test-id prefix */
  param: string;
  /** the listing's words: the list's title, its add button, its empty text */
  title: string;
  addLabel: string;
  empty: string;
  addTo: string;
  editTo: (row: R) => string;
  /** the row's facts under its name (how many, guests, price) */
  facts: (row: R) => ReactNode;
};

export function UnitList<R extends UnitRow>({ rows, chosen, param, ...props }: Props<R>) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Paper withBorder p="md" className="cabin-list" data-testid={`${param}-list`}>
      <div className="cabin-list-head">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Button component={Link} to={props.addTo} size="xs" data-testid={`${param}-add`}>
          {props.addLabel}
        </Button>
      </div>
      {rows.length ? (
        <ul className="cabin-rows">
          {rows.map((row) => (
            <li
              key={row._id}
              className="cabin-row"
              data-testid={`${param}-row`}
              aria-current={row._id === chosen || undefined}
            >
              <div className="cabin-row-main">
                <Link
                  to={`${pathname}${withParams(search, { [param]: row._id, confirm: null, id: null })}`}
                  className="link name-link"
                >
                  {row.name}
                </Link>
                <Text size="xs" c="dimmed">
                  {props.facts(row)}
                </Text>
                {row.is_active ? null : <StatusTag status="inactive" />}
              </div>
              <div className="row-actions">
                <RowLink to={props.editTo(row)}>{t("common:edit")}</RowLink>
                {row.deletable ? (
                  <RowLink
                    to={`${pathname}${withParams(search, { confirm: "delete", id: row._id })}`}
                    preventScrollReset
                    variant="subtle"
                    color="red"
                    data-testid={`${param}-delete`}
                  >
                    {t("common:delete")}
                  </RowLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" data-testid={`${param}-list-empty`}>
          {props.empty}
        </Text>
      )}
    </Paper>
  );
}
