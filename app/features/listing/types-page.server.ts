// What a listing's types page does on the server (a hotel's rooms, a cruise's cabins; spec
// hotels-bikes-transport §2 "Hotel", tours-cruises §2 Cruises): its title with the listing's name,
// and the delete of one of the listing's own types, which asks first as a URL state and goes back
// to where it was asked with the marketplace's answer as a message.
import type { AppLoadContext } from "@remix-run/node";
import { i18nServer } from "~/lib/i18n.server";
import { localName, translationPending, type Named, type Pendable } from "~/lib/local-name";
import { withParams } from "~/lib/list-query";
import type { Envelope } from "~/lib/marketplace.server";
import { safeBackPath } from "~/lib/safe-redirect";
import { redirectWithToast } from "~/lib/toast.server";
import { readIntent, refuseForm } from "~/lib/form-intent";

/**
 * The listing's name as its types page shows it, tagged while its text in the page's language waits
 * for a translation (spec tours-cruises §1 "auto-translate"), and the page's title in `<ns>:<group>.title`.
 */
export async function typesPageTitle(request: Request, words: string, listing: Named & Pendable, lang: string) {
  const [ns, group] = words.split(":") as [string, string];
  const t = await i18nServer.getFixedT(request, ns);
  const name = translationPending(listing, lang)
    ? t("common:namePending", { name: localName(listing, lang) })
    : localName(listing, lang);
  return { name, title: t(`${group}.title`, { name }) };
}

/** The type the delete dialog asks about (?confirm=delete&id=), when it is one of the page's. */
export function typeToConfirm<T extends { _id: string }>(url: URL, types: T[]): T | null {
  const id = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  return id ? (types.find((x) => x._id === id) ?? null) : null;
}

/**
 * A types page's action: the delete (intent "delete") of one of the listing's types, else one of the
 * chosen type's calendar forms (`calendar` answers undefined for an intent it does not know: a bad request).
 */
export async function typesPageAction<R>(
  request: Request,
  args: Omit<Parameters<typeof deleteOwnType>[0], "url" | "form"> & {
    calendar: (form: FormData, url: URL) => Promise<R | undefined>;
  },
) {
  const form = await request.formData();
  const url = new URL(request.url);
  // the page's delete confirmation, else one of its calendar's forms (which reads its own intents)
  if (form.get("intent") === "delete" && readIntent(form, ["delete"])) return deleteOwnType({ ...args, url, form });
  const reply = await args.calendar(form, url);
  if (reply === undefined) refuseForm();
  return reply;
}

/**
 * Deletes the posted type when it is one of the listing's (the marketplace scopes the supplier; the
 * page scopes the listing), then goes back to the page without the dialog: a booked type is refused
 * with the area's own message.
 */
export async function deleteOwnType(args: {
  context: AppLoadContext;
  url: URL;
  form: FormData;
  /** the types page, the way back when the asked one is not safe */
  base: string;
  ownIds: string[];
  remove: (id: string) => Promise<Envelope<unknown>>;
  isBooked: (reply: Envelope<unknown>) => boolean;
  booked: string;
}) {
  const { url } = args;
  const back = safeBackPath(`${url.pathname}${withParams(url.search, { confirm: null, id: null })}`, args.base);
  const id = String(args.form.get("id") ?? "");
  const reply = args.ownIds.includes(id) ? await args.remove(id) : null;
  return redirectWithToast(
    args.context,
    back,
    reply?.code === 200
      ? { kind: "success", message: "common:deleteSuccess" }
      : { kind: "error", message: reply && args.isBooked(reply) ? args.booked : "common:deleteFailed" },
  );
}
