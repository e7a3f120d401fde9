// /theme.css: Mantine's CSS variables for our theme (app/lib/theme-css.server.ts), the same for
// every page and supplier, so browsers and proxies keep it for a year (the URL is fingerprinted).
import { themeCss } from "~/lib/theme-css.server";

export function loader() {
  return new Response(themeCss, {
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
