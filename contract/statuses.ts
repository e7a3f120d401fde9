// The booking statuses, once: each status a service's bookings can be in (tours-cruises §4 "Booking
// statuses", hotels-bikes-transport §4) with what it means to the rest of the code — whether the
// customer paid, whether the booking was called off, whether its places go back on sale, whether its
// contact people are locked, whether it is still going ahead — and how it is shown (its tag's colour,
// its label key). Every status set the two sides use (ENDED_STATUSES, PAID_STATUSES, …) and the tags'
// colours are read from here; a service's descriptor names which of these statuses it uses, in its
// statistic tabs' order (contract/services.ts). A new status is one entry here and its words in
// locales/{vi,en}/common.json ("status.<id>"). Pure data (no I/O): both sides may read it.

/** The Mantine colours a status tag is drawn in (the theme's light variant; app/lib/theme.test.ts checks each reads at 4.5:1). */
export type TagColour =
  "gray" | "yellow" | "blue" | "cyan" | "indigo" | "violet" | "lime" | "teal" | "orange" | "red" | "grape" | "dark";

export type BookingStatus = {
  id: string;
  /** the customer paid: a booking created in it carries a payment (and a refunded one its refund) */
  paid: boolean;
  /** called off: the booking holds nothing any more, every service gives its places back (a cruise's cabins, a rental's options) */
  ended: boolean;
  /**
   * its places are free again where what was not used can be sold (a stay's nights, a departure's
   * seats): every ended status, and a no-show
   */
  givesStockBack: boolean;
  /** tours-cruises §4 "Agent transitions": the booking is over, its contact people no longer change (transport §4 says the same) */
  locksContacts: boolean;
  /** paid and not yet over (tours-cruises §4 flow: paid, confirmed, started by the supplier, then by the customer) */
  goingAhead: boolean;
  /** the supplier or the customer has started it (tours-cruises §4: agency_begin onwards) */
  started: boolean;
  /** its tag's colour (app/components/status-tag.tsx) and its bar in the statistics' chart */
  colour: TagColour;
  /** its words: the i18next key (namespace common), in locales/{vi,en}/common.json */
  label: string;
};

type Traits = Partial<
  Pick<BookingStatus, "paid" | "ended" | "givesStockBack" | "locksContacts" | "goingAhead" | "started">
>;

const status = (id: string, colour: TagColour, traits: Traits = {}): BookingStatus => ({
  id,
  paid: false,
  ended: false,
  givesStockBack: false,
  locksContacts: false,
  goingAhead: false,
  started: false,
  ...traits,
  colour,
  label: `common:status.${id}`,
});

const called = { ended: true, givesStockBack: true, locksContacts: true } as const;

/**
 * Every status, in tours-cruises §4's order, then the hotels' wider vocabulary (hotels-bikes-transport
 * §4: "processing, failed, abandoned, unpaid, wait-paid, …"), which no transition reaches.
 */
const CATALOGUE = [
  status("wait_paid", "gray"),
  // bikes spell their waiting status with a hyphen (hotels-bikes-transport §4, §9)
  status("wait-paid", "gray"),
  status("wait-confirm", "yellow"),
  status("paid", "blue", { paid: true, goingAhead: true }),
  status("confirmed", "cyan", { paid: true, goingAhead: true }),
  status("agency_begin", "indigo", { paid: true, goingAhead: true, started: true }),
  status("begin", "violet", { paid: true, goingAhead: true, started: true }),
  status("agency_completed", "lime", { paid: true, locksContacts: true, started: true }),
  status("completed", "teal", { paid: true, locksContacts: true, started: true }),
  // a no-show frees what was not used (a stay's nights, a departure's seats); its contacts stay open
  status("not-come", "orange", { paid: true, givesStockBack: true }),
  status("cancelled", "red", { paid: true, ...called }),
  status("abandoned", "red", called),
  status("refunded", "grape", { paid: true, ...called }),
  // the bin holds nothing; its contact people are not locked (tours-cruises §4 names only the over statuses)
  status("trash", "dark", { ended: true, givesStockBack: true }),
  status("processing", "gray"),
  status("failed", "gray"),
  status("unpaid", "gray"),
  status("fulfill", "gray"),
  status("on-hold", "gray"),
  // the same word and colour as a listing awaiting moderation (common:status.pending)
  status("pending", "yellow"),
  status("change", "gray"),
  status("change_date", "gray"),
  status("change_room", "gray"),
] as const satisfies readonly BookingStatus[];

const registry = new Map<string, BookingStatus>(CATALOGUE.map((s) => [s.id, s]));

/** The statuses of a trait, kept up to date as statuses are registered. */
const sets = {
  paid: new Set<string>(),
  ended: new Set<string>(),
  givesStockBack: new Set<string>(),
  locksContacts: new Set<string>(),
  goingAhead: new Set<string>(),
  started: new Set<string>(),
};
const fileUnder = (s: BookingStatus) => {
  for (const trait of Object.keys(sets) as (keyof typeof sets)[]) if (s[trait]) sets[trait].add(s.id);
};
CATALOGUE.forEach(fileUnder);

/**
 * Adds a status beside the catalogued ones (a test's own status; production lists its statuses in
 * CATALOGUE). Its id may not be an existing status's.
 */
export function registerStatus(s: BookingStatus) {
  const known = registry.get(s.id);
  if (known && known !== s) throw new Error(`status ${s.id} is already catalogued`);
  registry.set(s.id, s);
  fileUnder(s);
}

/** A catalogue entry with the default traits (none) and label key (common:status.<id>), for registerStatus. */
export const describeStatus = status;

/** Every status, the catalogued ones first. */
export const allStatuses = (): readonly BookingStatus[] => [...registry.values()];

/** Whether a status is catalogued (or registered). */
export const isStatus = (id: unknown): id is string => typeof id === "string" && registry.has(id);

/** A status's entry, or undefined for a word no catalogue names (a marketplace's answer is never trusted to be one). */
export const statusOf = (id: string): BookingStatus | undefined => registry.get(id);

/** The statuses an order reaches only after the customer paid (a payment transaction exists). */
export const PAID_STATUSES: ReadonlySet<string> = sets.paid;
/** Statuses in which a booking is called off and holds nothing any more (cancelled, abandoned, refunded, trash). */
export const ENDED_STATUSES: ReadonlySet<string> = sets.ended;
/** Statuses in which a booking's unused places are free again (the ended ones and a no-show). */
export const STOCK_BACK_STATUSES: ReadonlySet<string> = sets.givesStockBack;
/** tours-cruises §4: contact people can no longer change once the booking is in one of these. */
export const CONTACTS_LOCKED_STATUSES: ReadonlySet<string> = sets.locksContacts;
/** A booking going ahead: paid and not yet over. Waiting payment, ended, completed or no-show ones need nothing today. */
export const GOING_AHEAD_STATUSES: ReadonlySet<string> = sets.goingAhead;
/** Going ahead and not started yet (paid, confirmed): what a start needs can still block it. */
export const isNotStarted = (id: string) => GOING_AHEAD_STATUSES.has(id) && !sets.started.has(id);

/** Whether a booking in this status is no longer to come: over (its contacts locked) or its places given back. */
export const isDone = (id: string) => CONTACTS_LOCKED_STATUSES.has(id) || STOCK_BACK_STATUSES.has(id);

/** The statuses no longer to come (isDone), as a list for a query's `not in`. */
export const doneStatuses = (): string[] => allStatuses().flatMap((s) => (isDone(s.id) ? [s.id] : []));

/** The statuses of a trait, in catalogue order, as a list (a descriptor's field, a query's `in`). */
export const statusesWith = (trait: keyof typeof sets): string[] =>
  allStatuses().flatMap((s) => (s[trait] ? [s.id] : []));

/** A status's tag colour; a word no catalogue names is grey. */
export const statusColour = (id: string): TagColour => registry.get(id)?.colour ?? "gray";

/** A status's label key (namespace common); a word no catalogue names still looks for `common:status.<id>`. */
export const statusLabelKey = (id: string): string => registry.get(id)?.label ?? `common:status.${id}`;
