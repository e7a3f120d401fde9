// The header of a hotel's rates pages (contract/front-desk.ts "Occupancy at a glance", "Bulk update of
// days already on sale"): the crumbs back to the hotels and the hotel's rooms, and the button to the
// other rates page (the grid opens the bulk update, the bulk update the grid).
import { Link } from "@remix-run/react";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";

const OTHER = {
  occupancy: { path: "bulk", label: "bulk.open", testId: "occ-bulk" },
  bulk: { path: "occupancy", label: "occupancy.crumb", testId: "bulk-occupancy" },
} as const;

export function HotelRatesHeader({
  title,
  hotelId,
  page,
}: {
  title: string;
  hotelId: string;
  page: keyof typeof OTHER;
}) {
  const { t } = useTranslation("rates");
  const base = `/hotel/${hotelId}`;
  const other = OTHER[page];
  return (
    <PageHeader
      title={title}
      crumbs={[
        { label: t("hotel:list.title"), to: "/hotel" },
        { label: t("hotel:rooms.crumb"), to: `${base}/rooms` },
        { label: t(`${page}.crumb`) },
      ]}
      actions={
        <Button component={Link} to={`${base}/${other.path}`} variant="default" data-testid={other.testId}>
          {t(other.label)}
        </Button>
      }
    />
  );
}
