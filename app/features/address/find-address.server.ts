// The action's side of the address finder without scripts: "find" posts the whole form, and the page
// comes back with what was typed and the places found as choices; a choice posted with the form
// becomes the address and its point before the form's schema reads them.
import type { AuthedApi } from "~/lib/marketplace.server";
import { ADDRESS_MAX_LENGTH } from "./schema";
import { destinationCities } from "./destinations.server";
import { geocode } from "./geocoder.server";
import {
  ADDRESS_CHOICE,
  DEFAULT_ADDRESS_NAMES,
  FIND_ADDRESS_INTENT,
  type AddressFieldNames,
  type AddressFindResult,
} from "./types";

/**
 * A place chosen among those found (a radio of the redrawn form) replaces the typed address and
 * point in the posted form. Call it on every post of the form, before parsing. A choice that is not
 * a place (a crafted post) is dropped: the typed values stand, and the schema judges them.
 */
export function applyAddressChoice(form: FormData, names: AddressFieldNames = DEFAULT_ADDRESS_NAMES): void {
  const raw = form.get(ADDRESS_CHOICE);
  form.delete(ADDRESS_CHOICE);
  if (typeof raw !== "string" || raw.length > ADDRESS_MAX_LENGTH + 100) return;
  let choice: unknown;
  try {
    choice = JSON.parse(raw);
  } catch {
    return;
  }
  const { label, lat, lng } = (choice ?? {}) as { label?: unknown; lat?: unknown; lng?: unknown };
  if (typeof label !== "string" || typeof lat !== "number" || typeof lng !== "number") return;
  form.set(names.address, label);
  form.set(names.lat, String(lat));
  form.set(names.lng, String(lng));
}

/**
 * When the post is the "find" button's (its intent, read from the form unless given), the places
 * that answer the typed address, for the page to redraw the form with; otherwise null (a save).
 */
export async function findAddressReply(
  form: FormData,
  ctx: { api: AuthedApi; lang: string; intent?: string; names?: AddressFieldNames },
): Promise<AddressFindResult | null> {
  const intent = ctx.intent ?? String(form.get("intent") ?? "");
  if (intent !== FIND_ADDRESS_INTENT) return null;
  const names = ctx.names ?? DEFAULT_ADDRESS_NAMES;
  return geocode(form.get(names.address), { lang: ctx.lang, destinations: () => destinationCities(ctx.api) });
}

/**
 * Both steps at once, for an action that reads its form in one place (the listing kit's save): the
 * chosen place applied, then, on "find", `{ address }` (the places found) for the page's redraw;
 * null for a save.
 */
export async function addressFormStep(
  form: FormData,
  ctx: { api: AuthedApi; lang: string; intent?: string; names?: AddressFieldNames },
): Promise<{ address: AddressFindResult } | null> {
  applyAddressChoice(form, ctx.names);
  const address = await findAddressReply(form, ctx);
  return address ? { address } : null;
}
