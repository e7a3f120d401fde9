// GET dashboard (contract/api/dashboard.ts): the whole dashboard of the token's supplier in one call.
import { DashboardBadgesSchema, DashboardSchema, type Dashboard } from "@contract/api/dashboard";
import type { AuthedApi } from "~/lib/marketplace.server";
import { SHOWN } from "./view";

/**
 * The dashboard with names in `lang`, each section's first lines as the page draws them (the counts
 * are whole); null when the marketplace did not answer it (the page says so).
 */
export async function getDashboard(api: AuthedApi, lang: string): Promise<Dashboard | null> {
  const reply = await api.get<unknown>("dashboard", { lang, rows: SHOWN });
  if (reply.code !== 200) return null;
  const parsed = DashboardSchema.safeParse(reply.data);
  return parsed.success ? parsed.data : null;
}

/** The menu's counts (menu entry path -> bookings waiting there); none when the marketplace did not answer. */
export async function getMenuBadges(api: AuthedApi): Promise<Record<string, number>> {
  const reply = await api.get<unknown>("dashboard/badges");
  if (reply.code !== 200) return {};
  const parsed = DashboardBadgesSchema.safeParse(reply.data);
  return parsed.success ? parsed.data.badges : {};
}
