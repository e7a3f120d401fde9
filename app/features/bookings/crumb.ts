// The first breadcrumb of a service's bookings pages: its area, linking to the area's own page
// (hotels-bikes-transport §2: "Breadcrumbs link to /, /transport, …").
import type { TFunction } from "i18next";
import type { ServiceDescriptor } from "@contract/services";

export const areaCrumb = (t: TFunction, s: Pick<ServiceDescriptor, "id" | "basePath">) => ({
  label: t(`bookings:crumb.${s.id}`, { defaultValue: t("bookings:crumb.tour") }),
  to: s.basePath,
});
