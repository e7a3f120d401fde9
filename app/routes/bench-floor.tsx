// /bench-floor: the floor `npm run bench` measures every page against — the same root, i18n and
// server stack (logging, nonce, headers, compression) with no data and no shell. Off unless the
// bench starts the server with BENCH_FLOOR=on, so a deployment never serves it.
import { useTranslation } from "react-i18next";

export function loader() {
  if (process.env.BENCH_FLOOR !== "on") throw new Response(null, { status: 404 });
  return null;
}

export default function BenchFloor() {
  const { t } = useTranslation();
  return <main>{t("common:appName")}</main>;
}
