// A status as a coloured tag; labels come from the locale (common:status.*).
import { Badge } from "@mantine/core";
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
    <Badge
      color={STATUS_COLORS[status] ?? "gray"}
      variant="light"
      data-status={status}
      style={{ flexShrink: 0, maxWidth: "none", overflow: "visible" }}
      styles={{ label: { overflow: "visible" } }}
    >
      {t(`common:status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
