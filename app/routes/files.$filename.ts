// GET /files/{filename}: a stored file of the logged-in supplier, fetched from the marketplace with
// the session's token. Verification documents (ID cards, certificates) are private there: served
// to their supplier only, so the back-office shows them through here, never cached.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireApi } from "~/lib/api.server";

const FILENAME = /^[a-f0-9]{24}\.(jpg|png|pdf)$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireApi(request, context);
  const name = params.filename ?? "";
  if (!FILENAME.test(name)) throw new Response(null, { status: 404 });
  const stored = await api.file(`files/${name}`);
  if (!stored.ok || !stored.body) {
    await stored.body?.cancel();
    throw new Response(null, { status: 404 });
  }
  return new Response(stored.body, {
    headers: {
      "Content-Type": stored.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": name.endsWith(".pdf") ? `attachment; filename="${name}"` : "inline",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
