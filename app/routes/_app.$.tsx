// Any unknown path inside the back-office: a 404 page within the layout.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAuth } from "~/lib/session.server";
import { ErrorPage } from "~/components/error-page";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAuth(request, context);
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
