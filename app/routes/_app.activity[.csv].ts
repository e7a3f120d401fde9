// /activity.csv?…: every entry of the activity record the /activity page's filters select. A resource
// route (no default export): it answers a file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityCsvLoader } from "~/features/activity/activity-csv.server";

export const loader = (args: LoaderFunctionArgs) => activityCsvLoader(args);
