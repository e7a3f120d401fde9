// A booking's history (spec team.md §Screens "Every booking detail page"): each change with who, when
// (Vietnam time) and what, oldest first, read from the activity record (GET activity?target=…), the
// front desk's steps among them. One component for every service's booking page.
import { Anchor, Paper, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ActivityRow } from "./describe.server";
import { DetailLines } from "./entry-parts";

export type BookingHistoryData = { rows: ActivityRow[]; total: number; failed: boolean; all: string };

export function BookingHistory({ history }: { history: BookingHistoryData }) {
  const { t } = useTranslation("activity");
  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-history">
      <Title order={2} size="h4" mb="sm">
        {t("history.title")}
      </Title>
      {history.failed ? (
        <Text size="sm" c="dimmed" data-testid="booking-history-failed">
          {t("history.failed")}
        </Text>
      ) : !history.rows.length ? (
        <Text size="sm" c="dimmed">
          {t("history.empty")}
        </Text>
      ) : (
        <ol className="history">
          {history.rows.map((r) => (
            <li key={r._id} data-testid="history-entry">
              <Text size="sm" fw={600} component="p">
                {r.what}
              </Text>
              <Text size="sm" c="dimmed" component="p">
                <time dateTime={r.at}>{r.when}</time> · {r.who}
              </Text>
              <DetailLines lines={r.details} />
            </li>
          ))}
        </ol>
      )}
      {history.total > history.rows.length ? (
        <Anchor component={Link} to={history.all} size="sm" data-testid="booking-history-all">
          {t("history.all", { count: history.total })}
        </Anchor>
      ) : null}
    </Paper>
  );
}
