// One description per service: where its screens live, the marketplace calls its
// bookings and statistics make, its booking statuses, the supplier's transition table, its contact
// people, its booking code and its help articles. The back-office's bookings, statistics, revenue,
// CSV, QR, menu and "coming soon" pages are driven by it; a new service is one more entry here.
// Pure data (no I/O): both sides may read it.
import {
  BIKE_TRANSITIONS,
  fromOf,
  HOTEL_TRANSITIONS,
  TOUR_TRANSITIONS,
  TRANSPORT_TRANSITIONS,
  type TransitionTable,
} from "./booking-transitions";
import { isStatus, statusesWith } from "./statuses";

/** The services this code declares (DESCRIPTORS below); a registered one (registerService) adds its own id. */
export const SERVICE_IDS = ["tour", "cruise", "hotel", "bike", "transport"] as const;
export type DeclaredServiceId = (typeof SERVICE_IDS)[number];
/**
 * A service's id: a declared one or a registered one's. Plain data (no union of the services), so a
 * new service brings its id without editing this type; lookups by id go through the registry.
 */
export type ServiceId = string;

/** The marketplace calls of a service's bookings (marketplace-api.md), relative to the API base. */
export type ServiceApi = {
  /** GET list; GET and PATCH `${orders}/{id}` */
  orders: string;
  /** GET: bookings grouped by status ({_id: status, count, total}) */
  statistic: string;
  /** GET: the real income of completed bookings by day */
  revenue: string;
  /** the `service` of transaction/payment-statistic and transaction/payment-agency */
  payments: string;
  /** PATCH order/{id} carries a status change as {actUpd: "udpStatus", status} or as {status} alone (hotels) */
  statusUpdate: "actUpd" | "status";
};

/**
 * The booking's contact people by role, as the order's field names (tours `tour_operator`,
 * transport `operator`): the operator is required to confirm, guide and driver optional (§4).
 */
export type ContactFields = { operator: string; guide: string; driver: string };

/** A bookings list's order (`bookings:list.sort.<key>`): by creation, or by its day (the descriptor's dayField). */
export type BookingSort = "created_desc" | "created_asc" | "pickup_asc" | "pickup_desc";

export type ServiceDescriptor = {
  id: ServiceId;
  /** the area's own URL (its listings) */
  basePath: string;
  /** where its bookings, statistics and revenue pages live: cruises are booked in the tour's (tours-cruises §2) */
  bookingsPath: string;
  /** the order's field holding the booked listing ({_id, name}): tour, hotel, bike, transport, or a new service's own */
  item: string;
  /** the order's field holding the day the day rules compare with (date_travel, date_checkin, date_pickup…) */
  dayField: string;
  /**
   * What the day rules judge it by: its day in Vietnam (until/on/from/last), or the instant its
   * dayField holds (a transfer's pickup time: before/after, hotels-bikes-transport §4).
   */
  judgedBy: "day" | "moment";
  /** the list's sort choices (hotels-bikes-transport §2: transport by pickup and created date); none: newest first only */
  sorts: readonly BookingSort[];
  api: ServiceApi;
  /**
   * statistic: the status tabs in the spec's order; all: every status it knows, for labels and the
   * chart's order. Each one an entry of the status catalogue (contract/statuses.ts), which says what it means.
   */
  statuses: { statistic: readonly string[]; all: readonly string[] };
  /** its statistics open on an "All" tab before the status tabs (hotels-bikes-transport §2 "/hotel/statistic") */
  statisticAll?: boolean;
  /**
   * Its order PATCH also takes {payment_id}: a bank-transfer code recorded as the booking's payment
   * (hotels-bikes-transport §4 "Recording a transfer code", §7 hotel and bike "PATCH order/{id}").
   */
  transferCode?: boolean;
  transitions: TransitionTable;
  /** null: the service's bookings carry no contact people */
  contacts: ContactFields | null;
  /** the contact people can no longer change once the booking is in one of these */
  contactsLocked: readonly string[];
  /** the marketplace's uid begins `${uidPrefix}-`; the code people read is bookingCode() of it */
  uidPrefix: string;
  /** starting (agency_begin) needs a complete driver, sent with the start (hotels-bikes-transport §4) */
  startNeedsDriver?: boolean;
  /**
   * The message when a cancellation comes without its reason (tours-cruises §8 'please enter reason
   * cancel tour'; hotels-bikes-transport §8 pleaseEnterReasonCancelTransport).
   */
  cancelReasonRequired: string;
  /**
   * What its day is called where a list or CSV names it (`bookings:csv.<dayLabel>`): a travel day, or
   * a transfer's pickup with its time (hotels-bikes-transport §2).
   */
  dayLabel: string;
  /**
   * What the booking's last day is called where a list or CSV names it (`bookings:list.<endLabel>`,
   * `bookings:csv.<endLabel>`): a stay's check-out (§2 "check-in, check-out, nights"), a rental's
   * return. Absent: the lists name only the day.
   */
  endLabel?: string;
  /** The nights between its day and its last day are named beside them (a stay, §2). */
  countsNights?: boolean;
  /**
   * What its order's lines book, where a list or CSV names them with their quantities: the line's
   * field holding the item ({_id, name}: a stay's room types, a rental's options, hotels-bikes-transport
   * §3) and the key naming them (`bookings:list.<label>`, `bookings:csv.<label>`). Absent: no lines named.
   */
  lines?: { field: string; label: string };
  /**
   * The service's own words on its bookings (what is started and completed, whom the guest meets):
   * the key of `bookings:words.<wording>` — no "tour" on a transfer (hotels-bikes-transport §2).
   */
  wording: string;
  /** help article ids (tours-cruises §1: each management page has a help drawer) */
  help: { bookings: string; booking: string; statistic: string; revenue: string };
  /**
   * Its order's lines are cabins (a cabin type, how many, extra beds: tours-cruises §3 "Cruise extras"),
   * each line charged at the order's one stored percent, the listing's commission_value (§9 "Commission
   * display per line"), and held on the cabin calendar while the booking lasts. Absent: its lines carry
   * their own commission each (a tour's ages or named lines).
   */
  cabinLines?: boolean;
  /** Its first day is a check-in, not a departure (tours-cruises §2: a cruise's guests check in). */
  startsWithCheckin?: boolean;
  /**
   * It lasts the nights booked (tours-cruises §3 "duration (nights)": the order's duration, the
   * listing's first one when none is given). Absent: the order stores no nights.
   */
  bookedInNights?: boolean;
  /** tours-cruises §3: a tours row of this type is this service's listing (a cruise is a tour with type cruise). */
  listingType?: string;
};

const helpIds = (id: string) => ({
  bookings: `help-${id}-bookings`,
  booking: `help-${id}-booking-detail`,
  statistic: `help-${id}-statistic`,
  revenue: `help-${id}-statistic-revenue`,
});

/**
 * tours-cruises §4 "Agent transitions": contact links hide once the booking is over; transport §4 says
 * the same. The catalogue's locksContacts trait (contract/statuses.ts).
 */
const OVER = statusesWith("locksContacts");

/** tours-cruises §9 "Statistics status tab order". */
const TOUR_STATISTIC = [
  "wait_paid",
  "wait-confirm",
  "paid",
  "confirmed",
  "agency_begin",
  "begin",
  "agency_completed",
  "completed",
  "not-come",
  "cancelled",
  "abandoned",
] as const;

export const TOUR = {
  id: "tour",
  basePath: "/tour",
  bookingsPath: "/tour",
  item: "tour",
  dayField: "date_travel",
  judgedBy: "day",
  sorts: [],
  api: {
    orders: "order",
    statistic: "statistic",
    revenue: "tour/statistic-revenue",
    payments: "tour",
    statusUpdate: "actUpd",
  },
  // tours-cruises §4 "Booking statuses", in that order
  statuses: { statistic: TOUR_STATISTIC, all: [...TOUR_STATISTIC, "refunded", "trash"] },
  transitions: TOUR_TRANSITIONS,
  contacts: { operator: "tour_operator", guide: "tour_guide", driver: "tour_driver" },
  contactsLocked: OVER,
  cancelReasonRequired: "reason_cancel_required",
  dayLabel: "travelOn",
  uidPrefix: "TOUR",
  wording: "tour",
  help: helpIds("tour"),
} as const satisfies ServiceDescriptor;

/** A cruise is a tour with type cruise: the same calls, statuses and rules; its bookings are listed with the tours'. */
export const CRUISE = {
  ...TOUR,
  id: "cruise",
  basePath: "/cruise",
  uidPrefix: "CRUISE",
  wording: "cruise",
  cabinLines: true,
  startsWithCheckin: true,
  bookedInNights: true,
  listingType: "cruise",
} as const satisfies ServiceDescriptor;

const HOTEL_STATISTIC = [
  "wait_paid",
  "wait-confirm",
  "paid",
  "confirmed",
  "completed",
  "not-come",
  "cancelled",
] as const;

/** hotels-bikes-transport §3 "Hotel order", §4 "Hotel booking statuses", §7 "Hotel". */
export const HOTEL = {
  id: "hotel",
  basePath: "/hotel",
  bookingsPath: "/hotel",
  item: "hotel",
  dayField: "date_checkin",
  judgedBy: "day",
  // §2 "/hotel/bookings … Sortable by created date"
  sorts: ["created_desc", "created_asc"],
  api: {
    orders: "hotel/order",
    statistic: "hotel/statistic",
    revenue: "hotel/statistic-revenue",
    payments: "hotel",
    statusUpdate: "status",
  },
  statuses: {
    statistic: HOTEL_STATISTIC,
    all: [
      ...HOTEL_STATISTIC,
      "processing",
      "failed",
      "abandoned",
      "unpaid",
      "wait-paid",
      "fulfill",
      "on-hold",
      "refunded",
      "pending",
      "change",
      "change_date",
      "change_room",
      "trash",
    ],
  },
  // §2: "status tabs (all plus one per status with counts)"
  statisticAll: true,
  transferCode: true,
  transitions: HOTEL_TRANSITIONS,
  contacts: null,
  contactsLocked: [],
  cancelReasonRequired: "reason_cancel_required",
  dayLabel: "checkinOn",
  endLabel: "checkoutOn",
  countsNights: true,
  lines: { field: "room", label: "roomTypes" },
  // §3: "the booking number prefixed with the product's hotel code": shown as bookingCode() makes it
  uidPrefix: "HOTEL",
  wording: "stay",
  help: helpIds("hotel"),
} as const satisfies ServiceDescriptor;

/**
 * hotels-bikes-transport §9: the bike tabs spell wait-paid with a hyphen, as the spec does. §4's
 * rental flow (started by the supplier, started, completed by the supplier) has bookings the chart
 * counts: each gets its tab too, where the flow puts it (as the tours' §9 order does).
 */
const BIKE_STATISTIC = [
  "wait-paid",
  "paid",
  "confirmed",
  "agency_begin",
  "begin",
  "agency_completed",
  "completed",
  "refunded",
  "change",
  "cancelled",
  "abandoned",
] as const;

/** hotels-bikes-transport §3 "Bike order", §4 "Bike booking statuses", §7 "Bike". */
export const BIKE = {
  id: "bike",
  basePath: "/bike",
  bookingsPath: "/bike",
  item: "bike",
  dayField: "date_pickup",
  // hotels-bikes-transport §4 gives bikes no instant rule: the tours' day rules against the pickup day
  judgedBy: "day",
  sorts: [],
  api: {
    orders: "bike/order",
    statistic: "bike/statistic",
    revenue: "bike/statistic-revenue",
    payments: "bike",
    statusUpdate: "actUpd",
  },
  statuses: {
    statistic: BIKE_STATISTIC,
    all: [...BIKE_STATISTIC, "wait_paid", "trash"],
  },
  transferCode: true,
  transitions: BIKE_TRANSITIONS,
  contacts: null,
  contactsLocked: [],
  cancelReasonRequired: "reason_cancel_bike_required",
  dayLabel: "pickupOn",
  endLabel: "returnOn",
  lines: { field: "option", label: "options" },
  uidPrefix: "BIKE",
  wording: "rental",
  help: helpIds("bike"),
} as const satisfies ServiceDescriptor;

/** hotels-bikes-transport §4 "Transport booking statuses", in that order. */
const TRANSPORT_ALL = [
  "wait_paid",
  "wait-confirm",
  "paid",
  "confirmed",
  "begin",
  "agency_begin",
  "completed",
  "agency_completed",
  "not-come",
  "cancelled",
  "abandoned",
  "refunded",
] as const;

/** hotels-bikes-transport §3 "Transport booking", §4, §7 "Transport", §9. */
export const TRANSPORT = {
  id: "transport",
  basePath: "/transport",
  bookingsPath: "/transport",
  item: "transport",
  dayField: "date_pickup",
  judgedBy: "moment",
  sorts: ["created_desc", "created_asc", "pickup_asc", "pickup_desc"],
  api: {
    orders: "transport/order",
    statistic: "transport/statistic",
    revenue: "transport/statistic-revenue",
    payments: "transport",
    statusUpdate: "actUpd",
  },
  // §9: hotel's tabs plus abandoned
  statuses: { statistic: [...HOTEL_STATISTIC, "abandoned"], all: TRANSPORT_ALL },
  transitions: TRANSPORT_TRANSITIONS,
  contacts: { operator: "operator", guide: "guide", driver: "driver" },
  contactsLocked: OVER,
  startNeedsDriver: true,
  cancelReasonRequired: "reason_cancel_transport_required",
  dayLabel: "pickupAt",
  // §9: the code is "{product}-CAR" plus uid: the stored uid starts CAR, bookingCode() adds the product
  uidPrefix: "CAR",
  wording: "transfer",
  help: helpIds("transport"),
} as const satisfies ServiceDescriptor;

/** Every service by its id, each descriptor as written. */
const DESCRIPTORS = {
  tour: TOUR,
  cruise: CRUISE,
  hotel: HOTEL,
  bike: BIKE,
  transport: TRANSPORT,
} as const satisfies Record<DeclaredServiceId, ServiceDescriptor>;

export const SERVICES: Readonly<Record<DeclaredServiceId, ServiceDescriptor>> = DESCRIPTORS;

/**
 * Every service the code knows: the descriptors above, and any a test registers (a service is its
 * descriptor; nothing generic lists them). Lookups by id go through here.
 */
const registry = new Map<string, ServiceDescriptor>(Object.entries(DESCRIPTORS));

/**
 * Adds a service beside the declared ones (a test's own service; production declares its services
 * in DESCRIPTORS). Its id may not be an existing service's.
 */
export function registerService(d: ServiceDescriptor) {
  const known = registry.get(d.id);
  if (known && known !== d) throw new Error(`service ${d.id} is already described`);
  const unknown = uncataloguedStatuses(d);
  if (unknown.length) throw new Error(`service ${d.id} names statuses the catalogue lacks: ${unknown.join(", ")}`);
  registry.set(d.id, d);
}

/**
 * The statuses a service names (its tabs, every status it knows, its transition table's targets and
 * starting statuses) that the status catalogue (contract/statuses.ts) lacks: none, for a service described right.
 */
export function uncataloguedStatuses(d: Pick<ServiceDescriptor, "statuses" | "transitions">): string[] {
  const named = [
    ...d.statuses.statistic,
    ...d.statuses.all,
    ...Object.entries(d.transitions).flatMap(([to, row]) => [to, ...fromOf(row)]),
  ];
  return [...new Set(named.filter((s) => !isStatus(s)))];
}

/** Every service's descriptor, the declared ones first. */
export const allServices = (): readonly ServiceDescriptor[] => [...registry.values()];

/** An order's service the descriptors do not know: an error (never read as some other service). */
export class UnknownServiceError extends Error {
  constructor(readonly service: unknown) {
    super(`unknown service: ${String(service)}`);
    this.name = "UnknownServiceError";
  }
}

/** Whether an id is a service's (a registered one: "constructor" is none). */
export const isServiceId = (id: unknown): id is ServiceId => typeof id === "string" && registry.has(id);

/** The descriptor of a service id (an order's `service`); an unknown id throws UnknownServiceError. */
export const serviceOf = (id: string | null | undefined): ServiceDescriptor => {
  const d = typeof id === "string" ? registry.get(id) : undefined;
  if (!d) throw new UnknownServiceError(id);
  return d;
};

/** Each service's transition table: the one its descriptor holds (cruises are tours to the rules). */
export const TRANSITIONS = Object.fromEntries(Object.entries(DESCRIPTORS).map(([id, s]) => [id, s.transitions])) as {
  readonly [K in DeclaredServiceId]: (typeof DESCRIPTORS)[K]["transitions"];
};

/** The transition table of a service id; an unknown id throws UnknownServiceError. */
export const transitionsOf = (id: string | null | undefined): TransitionTable => serviceOf(id).transitions;

/** The `service` values of the supplier's payouts (transaction/payment-agency): each service's payments segment, once. */
export const PAYMENT_SERVICES = [...new Set(Object.values(DESCRIPTORS).map((s) => s.api.payments))] as [
  string,
  ...string[],
];

/** The contact fields of a service, in the order the booking shows them (operator, guide, driver). */
export const contactKinds = (s: Pick<ServiceDescriptor, "contacts">): string[] =>
  s.contacts ? [s.contacts.operator, s.contacts.guide, s.contacts.driver] : [];

/** The back-office's URLs of a service's bookings (tours-cruises §2, hotels-bikes-transport §2). */
export function bookingPaths(s: Pick<ServiceDescriptor, "bookingsPath">) {
  const base = s.bookingsPath;
  return {
    list: `${base}/bookings`,
    csv: `${base}/bookings.csv`,
    detail: (id: string) => `${base}/booking/${id}`,
    /** every detail page's prefix (the menu marks the bookings item on a detail) */
    detailPrefix: `${base}/booking`,
    statistic: `${base}/statistic`,
    revenue: `${base}/statistic-revenue`,
  };
}

// ---- booking codes ---------------------------------------------------------------------------------
// hotels-bikes-transport §9: "Transport booking code is the fixed prefix {product}-CAR plus uid"; §3
// Hotel order: the uid is "shown as the booking number prefixed with the product's hotel code". The
// marketplace's uid carries the service part (CAR-…, HOTEL-…), so the code is the product code, a
// dash and the uid. tours-cruises §2 says only "order number" for tours and cruises; the safer
// reading (one code per booking on every service, screen, QR and CSV alike) prefixes theirs too.

/** A product code: 2 to 10 capital letters or digits (it begins every booking code). */
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9]{2,10}$/;

/** The booking code people read, print and scan: `{product}-{uid}` (e.g. VNB-CAR-8F3K2M1Q). */
export const bookingCode = (product: string, uid: string) => `${product}-${uid}`;

/** A made-up code of the service, as a search box's example (the shape bookingCode gives its bookings). */
export const exampleBookingCode = (product: string, s: Pick<ServiceDescriptor, "uidPrefix">) =>
  bookingCode(product, `${s.uidPrefix}-8F3K2M1Q`);

/** A searched code as the marketplace knows its uid: the product part, when typed, taken off (any case). */
export function uidOfCode(product: string, code: string): string {
  const upper = code.trim().toUpperCase();
  return upper.startsWith(`${product}-`) ? upper.slice(product.length + 1) : upper;
}

/**
 * A supplier's capability flags (tours-cruises §3 "Supplier"): one per service, `is_<id>`, the
 * `agencies` column of the same name. The set is the registry's: a new service's flag needs no edit
 * where flags are read, written or answered (capabilityFlagsOf).
 */
export type CapabilityFlag = `is_${ServiceId}`;
export type CapabilityFlags = Readonly<Record<CapabilityFlag, boolean>>;
export const capabilityFlag = (s: Pick<ServiceDescriptor, "id">): CapabilityFlag => `is_${s.id}`;

/** The declared services' flag columns of the `agencies` table, for its row type (0/1). */
export type CapabilityColumns = { [K in DeclaredServiceId as `is_${K}`]: number };

/**
 * Every registered service's flag, read from a supplier record (its `agencies` row, 0/1, or the
 * marketplace's summary, booleans): a flag the record lacks is false.
 */
export const capabilityFlagsOf = (record: object): CapabilityFlags =>
  Object.fromEntries(
    allServices().map((s) => [capabilityFlag(s), Boolean((record as Record<string, unknown>)[capabilityFlag(s)])]),
  );

/** The first segment of a path ("/transport/option/1" → "transport"). */
const firstSegment = (path: string) => path.replace(/^\/+/, "").split(/[/?]/)[0] ?? "";

/**
 * The services a marketplace write under `path` belongs to (tours-cruises §3 "Supplier": a supplier
 * sells only the services it has), or null when the path is no service's. A service's calls start
 * with its id (transport/…, cruise/cabin…); a cruise is a tour with type cruise, so the tour's calls
 * (its payments segment) are the cruise's too, and creating one (POST tour/tour) is the type's alone.
 */
export function servicesOfApiWrite(method: string, path: string, body: unknown): ServiceDescriptor[] | null {
  const segment = firstSegment(path);
  const owners = allServices().filter((s) => s.id === segment || s.api.payments === segment);
  if (owners.length === 0) return null;
  if (method === "POST" && /^\/*tour\/tour\/?$/.test(path)) {
    const type = body && typeof body === "object" ? (body as { type?: unknown }).type : undefined;
    return [type === "cruise" ? CRUISE : TOUR];
  }
  return owners;
}

/** Whether the supplier has one of the services (none: the path is no service's, anyone may). */
export const hasOneOf = (flags: CapabilityFlags, services: readonly ServiceDescriptor[] | null) =>
  !services || services.some((s) => flags[capabilityFlag(s)]);

/**
 * The service a tours row of this type is booked as, when the type is a service's own listing
 * (tours-cruises §3: a cruise is a tour with type cruise; its descriptor's listingType), else null.
 */
export const serviceListedAs = (type: string | null | undefined): ServiceDescriptor | null =>
  (type && allServices().find((s) => s.listingType === type)) || null;
