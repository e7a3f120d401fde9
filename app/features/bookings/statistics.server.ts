// What both statistics pages start with (spec §6: "statistics redirect to /" without a user;
// §8: "Statistics failure: warning plus message and redirect to /"), and their shared query.
import type { AppLoadContext } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";
import { redirectWithToast, seeOther } from "~/lib/toast.server";
import { canonicalListUrl, pageOf, parseDateRange } from "~/lib/list-query";
import type { Envelope } from "~/lib/marketplace.server";
import { dateBasisOf } from "./date-basis";

export async function requireStatistics(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const canonical = canonicalListUrl(url);
  if (canonical) throw seeOther(canonical);
  const auth = await requireApi(request, context);
  if (!auth.user?._id) throw seeOther("/");
  return {
    ...auth,
    url,
    dateRange: parseDateRange(url.searchParams.get("date_range")),
    dateBy: dateBasisOf(url.searchParams),
    page: pageOf(url.searchParams),
  };
}

/** The data of a successful reply, else the warning with the marketplace's message and back to /. */
export async function statisticData<T>(context: AppLoadContext, reply: Envelope<T>): Promise<T> {
  if (reply.code === 200) return reply.data;
  throw await redirectWithToast(context, "/", {
    kind: "warning",
    message: "bookings:statistic.errorStatistic",
    values: { message: reply.message ?? "" },
  });
}
