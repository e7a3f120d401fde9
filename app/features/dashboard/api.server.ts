// GET dashboard (contract/api/dashboard.ts): the whole dashboard of the token's supplier in one call.
import { DashboardSchema, type Dashboard } from "@contract/api/dashboard";
import type { AuthedApi } from "~/lib/marketplace.server";

/** The dashboard with names in `lang`; null when the marketplace did not answer it (the page says so). */
export async function getDashboard(api: AuthedApi, lang: string): Promise<Dashboard | null> {
  const reply = await api.get<unknown>("dashboard", { lang });
  if (reply.code !== 200) return null;
  const parsed = DashboardSchema.safeParse(reply.data);
  return parsed.success ? parsed.data : null;
}
