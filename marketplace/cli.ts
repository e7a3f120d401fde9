// `npm run marketplace -- <command>`: play the customer and the marketplace operator against a
// running server whose dev calls are on (MARKETPLACE_DEV_CALLS=on, as `npm run demo` sets).
// It speaks HTTP to the dev calls of marketplace-api.md, like any other client — except
// `create-supplier`, the operator's way to the first supplier of a production database, which
// writes to the database of MARKETPLACE_DATA_DIR directly (dev calls stay off in production), and
// `backup` / `restore`, which read and write that data folder itself (README "Backup and restore").
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed.js";
import { allServices, isServiceId } from "@contract/services";

type Agency = { _id: string; name: string; email: string; is_verify: boolean; is_request_verify: boolean };
type Listing = {
  _id: string;
  name: string;
  type: string;
  status: string;
  agency: string;
  price?: number;
  currency?: string;
};
type OrderRow = {
  _id: string;
  uid: string;
  service: string;
  status: string;
  date_travel: string;
  date_pickup?: string | null;
  tour: string | null;
  total: number;
  currency: string;
};
type TransportRow = {
  _id: string;
  type: string;
  route: string;
  route_custom: string | null;
  status: string;
  max_guests: number;
  price: number;
  currency: string;
  agency: string;
};
type CabinOnSale = {
  _id: string;
  name: string;
  name_en: string | null;
  days: { date: string; empty: number; prices: { nights: number; price: number }[] }[];
};
/** A hotel's room type or a bike's option with its days on sale (dev/hotels, dev/bikes). */
type ItemOnSale<Day> = {
  _id: string;
  name: string;
  name_en: string | null;
  days: (Day & { date: string; empty: number })[];
};
type RoomDay = { room_available: number; price: number };
type OptionDay = { available: number; price_day: number; price_hour: number };
type HotelOnSale = {
  _id: string;
  name: string;
  status: string;
  agency: string;
  currency: string;
  rooms: ItemOnSale<RoomDay>[];
};
type BikeOnSale = {
  _id: string;
  name: string;
  status: string;
  agency: string;
  currency: string;
  opening: string;
  close: string;
  rental_by_day: boolean;
  rental_by_hour: boolean;
  options: ItemOnSale<OptionDay>[];
};
type Command = { usage: string; about: string; run: (args: string[]) => Promise<void> };

const base = (process.env.MARKETPLACE_CLI_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/v1`).replace(
  /\/+$/,
  "",
);
const appId = process.env.MARKETPLACE_APP_ID || "supplier-backoffice";

async function call(method: string, path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(`${base}/${path}`, {
      method,
      headers: { "X-App-Id": appId, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`cannot reach ${base}: is the server running (npm run demo)?`);
  }
  const reply = (await res.json()) as { code: number; message: string; data: any };
  if (reply.code === 404 && reply.message === "not_found" && path.startsWith("dev/")) {
    throw new Error("the dev calls are off: start the server with MARKETPLACE_DEV_CALLS=on (npm run demo does)");
  }
  if (reply.code !== 200) {
    const issues = (reply.data?.issues ?? []) as { path: string; message: string }[];
    const detail = issues.length
      ? `: ${issues.map((i) => `${i.path} ${i.message}`).join(", ")}`
      : reply.data?.status
        ? ` (status ${reply.data.status})`
        : "";
    throw new Error(`${method} ${path} → ${reply.code} ${reply.message}${detail}`);
  }
  return reply.data;
}

const SERVICES = ["tour", "cruise", "hotel", "transport", "bike"] as const;
/** The listings the operator moderates: every service's (README "The operator's command"). */
const LISTINGS: readonly string[] = SERVICES;

const commands: Record<string, Command> = {
  "create-supplier": {
    usage: 'create-supplier <email> "<name>" [--services tour,cruise] [--verified]',
    about:
      "create a supplier login in the database of MARKETPLACE_DATA_DIR (no dev calls needed); prints its new password once",
    async run(args) {
      const { values, rest } = flags(
        args.filter((a) => a !== "--verified"),
        ["services"],
      );
      const [email, name] = rest;
      if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !name?.trim()) {
        throw new Error('usage: create-supplier <email> "<name>" [--services tour,cruise] [--verified]');
      }
      const services = (values.services ?? "tour")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      // the registry's services, each with its is_<id> flag (agency/create.ts)
      const unknown = services.filter((s) => !isServiceId(s));
      if (unknown.length) {
        throw new Error(
          `unknown service ${unknown.join(", ")} (one of ${allServices()
            .map((s) => s.id)
            .join(", ")})`,
        );
      }
      const dataDir = dataDirOf();
      const { createSupplier } = await import("./agency/create.js");
      const password = randomBytes(12).toString("base64url");
      await createSupplier(dataDir, {
        email,
        name: name.trim(),
        password,
        services,
        verified: args.includes("--verified"),
      });
      console.log(`supplier ${name.trim()} <${email.toLowerCase()}> created in ${dataDir}`);
      console.log(`password: ${password}`);
      console.log("give it to the supplier over a safe channel; they change it under Profile → Change password");
    },
  },
  backup: {
    usage: "backup <dir>",
    about:
      "back up the database and files of MARKETPLACE_DATA_DIR into a new or empty folder, while the server runs (no dev calls needed)",
    async run(args) {
      const [target] = args;
      if (!target || target.startsWith("--")) throw new Error("usage: backup <dir> (a new or empty folder)");
      const { backupDataDir } = await import("./backup/backup.js");
      const dataDir = dataDirOf();
      const m = await backupDataDir(dataDir, path.resolve(target));
      console.log(`backup of ${dataDir} in ${path.resolve(target)}: ${describe(m)}`);
      if (m.missing.length)
        console.error(
          `warning: ${m.missing.length} file(s) the database names were not in the data folder: ${m.missing.join(", ")}`,
        );
    },
  },
  restore: {
    usage: "restore <backup dir> [--force]",
    about:
      "restore a backup into MARKETPLACE_DATA_DIR, a new or empty folder (--force: replace the database and files of one no server has open)",
    async run(args) {
      const [backup] = args.filter((a) => a !== "--force");
      if (!backup || backup.startsWith("--")) throw new Error("usage: restore <backup dir> [--force]");
      const { restoreDataDir } = await import("./backup/restore.js");
      const dataDir = dataDirOf();
      const m = restoreDataDir(path.resolve(backup), dataDir, { force: args.includes("--force") });
      console.log(`restored into ${dataDir} the backup of ${m.created_at}: ${describe(m)}`);
      console.log(`start the server with MARKETPLACE_DATA_DIR=${dataDir}`);
    },
  },
  accounts: {
    usage: "accounts",
    about: "list the demo logins (a server started with MARKETPLACE_DEMO=on has them)",
    async run() {
      for (const a of DEMO_ACCOUNTS) console.log(`${a.email.padEnd(22)} ${DEMO_PASSWORD}  ${a.what}`);
    },
  },
  mailbox: {
    usage: "mailbox <email>",
    about: "show the e-mails the marketplace would have sent (reset codes), newest first",
    async run([email]) {
      if (!email) throw new Error("usage: mailbox <email>");
      const { docs } = await call("GET", `dev/mailbox?email=${encodeURIComponent(email)}`);
      if (!docs.length) return console.log(`no mail for ${email}`);
      for (const m of docs)
        console.log(`${m.created_at}  ${m.subject}${m.code ? `  code: ${m.code}` : ""}\n    ${m.text}`);
    },
  },
  agencies: {
    usage: "agencies",
    about: "list the suppliers with their verification state",
    async run() {
      const { docs } = await call("GET", "dev/agencies");
      for (const a of docs as Agency[]) {
        const state = a.is_verify ? "verified" : a.is_request_verify ? "awaiting verification" : "unverified";
        console.log(`${a._id}  ${a.email.padEnd(24)} ${state.padEnd(22)} ${a.name}`);
      }
    },
  },
  verify: {
    usage: "verify <email-or-id> [--reject]",
    about: "approve (or reject) a supplier's verification request; the supplier gets an e-mail",
    async run(args) {
      const reject = args.includes("--reject");
      const who = args.find((a) => !a.startsWith("--"));
      if (!who) throw new Error("usage: verify <email-or-id> [--reject]");
      const { docs } = await call("GET", "dev/agencies");
      const agency = (docs as Agency[]).find((a) => a._id === who || a.email.toLowerCase() === who.toLowerCase());
      if (!agency) throw new Error(`no supplier ${who} (npm run marketplace -- agencies lists them)`);
      if (!agency.is_request_verify)
        throw new Error(
          `${agency.name} has no pending verification request${agency.is_verify ? " (already verified)" : ""}`,
        );
      await call("POST", `dev/agency/${agency._id}/verify`, { approve: !reject });
      console.log(
        `${agency.name} (${agency.email}): ${reject ? "request rejected" : "verified"}; mail sent to ${agency.email}`,
      );
    },
  },
  tours: {
    usage: "tours",
    about: "list the tours with their moderation state (pending, approved, rejected)",
    async run() {
      const { docs } = await call("GET", "dev/tours");
      if (!docs.length) return console.log("no tours");
      for (const t of docs as Listing[])
        console.log(`${t._id}  ${t.status.padEnd(9)} ${t.type.padEnd(14)} ${t.agency.padEnd(24)} ${t.name}`);
    },
  },
  transports: {
    usage: "transports",
    about: "list the transport services with their moderation state",
    async run() {
      const { docs } = await call("GET", "dev/transports");
      if (!docs.length) return console.log("no transport services");
      for (const t of docs as TransportRow[])
        console.log(
          `${t._id}  ${t.status.padEnd(9)} ${t.agency.padEnd(24)} ${routeOf(t)}  up to ${t.max_guests} guests  ${money(t.price, t.currency)}`,
        );
    },
  },
  hotels: {
    usage: "hotels",
    about: "list the hotels with their moderation state, and their room types with the nights on sale",
    async run() {
      const { docs } = await call("GET", "dev/hotels");
      if (!docs.length) return console.log("no hotels");
      for (const h of docs as HotelOnSale[]) {
        console.log(`${h._id}  ${h.status.padEnd(9)} ${h.agency.padEnd(24)} ${h.name}`);
        for (const room of h.rooms) console.log(`    room ${itemLine(room, (d) => money(d.price, h.currency))}`);
      }
    },
  },
  bikes: {
    usage: "bikes",
    about: "list the bikes with their moderation state and opening hours, and their options with the days on sale",
    async run() {
      const { docs } = await call("GET", "dev/bikes");
      if (!docs.length) return console.log("no bikes");
      for (const b of docs as BikeOnSale[]) {
        const by = [b.rental_by_day ? "day" : "", b.rental_by_hour ? "hour" : ""].filter(Boolean).join("/");
        console.log(
          `${b._id}  ${b.status.padEnd(9)} ${b.agency.padEnd(24)} ${b.opening}–${b.close} by ${by}  ${b.name}`,
        );
        for (const o of b.options)
          console.log(
            `    option ${itemLine(o, (d) => `${money(d.price_day, b.currency)}/day, ${money(d.price_hour, b.currency)}/hour`)}`,
          );
      }
    },
  },
  moderate: {
    usage: "moderate <tour|cruise|hotel|transport|bike> <id> [--reject]",
    about:
      "approve (or reject) a listing awaiting moderation: a tour, a cruise, a hotel, a transport service or a bike",
    async run(args) {
      const reject = args.includes("--reject");
      const [kind, id] = args.filter((a) => !a.startsWith("--"));
      if (!kind || !LISTINGS.includes(kind) || !id)
        throw new Error(
          "usage: moderate <tour|cruise|hotel|transport|bike> <id> [--reject] (npm run marketplace -- tours / hotels / transports / bikes list them)",
        );
      // a cruise is a tour with type cruise: moderated as a tour listing
      const listing = kind === "cruise" ? "tour" : kind;
      const { status } = await call("POST", `dev/listing/${listing}/${encodeURIComponent(id)}/moderate`, {
        approve: !reject,
      });
      console.log(`${kind} ${id}: ${status}`);
    },
  },
  orders: {
    usage: "orders [email] [--status s]",
    about: "list the newest bookings of every service (of one supplier, in one status)",
    async run(args) {
      const { values, rest } = flags(args, ["status"]);
      const query = new URLSearchParams({
        ...(rest[0] ? { agency: rest[0] } : {}),
        ...(values.status ? { status: values.status } : {}),
      });
      const { docs } = await call("GET", `dev/orders?${query}`);
      if (!docs.length) return console.log("no bookings");
      for (const o of docs as OrderRow[])
        console.log(
          `${o.uid.padEnd(16)} ${o._id}  ${o.service.padEnd(9)} ${o.status.padEnd(16)} ${dayOf(o).padEnd(19)}  ${money(o.total, o.currency).padStart(16)}  ${o.tour ?? ""}`,
        );
    },
  },
  order: {
    usage: [
      "order tour <tourId> <YYYY-MM-DD>",
      "order cruise <cruiseId> [YYYY-MM-DD] [--cabin id] [--nights n] [--cabins n]",
      "order transport <serviceId> <YYYY-MM-DDTHH:mm> [--from place] [--to place] [--guests n]",
      "order hotel <hotelId> [YYYY-MM-DD] [--room id] [--nights n] [--rooms n]",
      "order bike <bikeId> <YYYY-MM-DDTHH:mm> [--return YYYY-MM-DDTHH:mm] [--option id] [--bikes n] [--by day|hour]",
      "  [--status s]",
    ].join(" | "),
    about:
      "book as a customer would: a tour (2 adults and a child), a cruise's cabin on a day on sale (taken off its calendar), a transfer at a pickup time (Vietnam time), a hotel's rooms for nights on sale, a bike's options from a pickup to a return within its opening hours",
    async run(args) {
      const { values, rest } = flags(args, ORDER_FLAGS);
      const [service, id, when] = rest;
      const book = service ? ORDER_BY_SERVICE[service] : undefined;
      if (!book || !id) throw new Error(`usage: ${commands.order!.usage}`);
      await book(id, when, values, values.status ? { status: values.status } : {});
    },
  },
  payout: {
    usage:
      "payout <email> <amount> [--currency VND] [--rate 1] [--method bank_transfer] [--service tour] [--note text]",
    about: "the operator pays a supplier out (shown under financial statistics)",
    async run(args) {
      const { values, rest } = flags(args, ["currency", "rate", "method", "service", "note"]);
      const [agency, amount] = rest;
      if (!agency || !amount || !Number.isFinite(Number(amount)))
        throw new Error(
          "usage: payout <email> <amount> [--currency VND] [--rate 1] [--method bank_transfer] [--service tour] [--note text]",
        );
      const p = await call("POST", "dev/payout", {
        agency,
        amount: Number(amount),
        currency: values.currency ?? "VND",
        service: values.service ?? "tour",
        payment_method: values.method ?? "bank_transfer",
        ...(values.rate !== undefined ? { rate_vnd: Number(values.rate) } : {}),
        ...(values.note ? { note: values.note } : {}),
      });
      console.log(
        `${p.payment_id}  ${money(p.payment_amount, p.payment_currency)} to ${agency} (${p.service}, ${p.payment_method}, rate_vnd ${p.rate_vnd})`,
      );
    },
  },
  scale: {
    usage: "scale [--tours 1000] [--bookings 10000] [email]",
    about: "add many tours and bookings to a supplier (default supplier@demo.vn) to try the lists at size",
    async run(args) {
      const { values, rest } = flags(args, ["tours", "bookings"]);
      const body = {
        ...(rest[0] ? { agency: rest[0] } : {}),
        ...(values.tours !== undefined ? { tours: Number(values.tours) } : {}),
        ...(values.bookings !== undefined ? { bookings: Number(values.bookings) } : {}),
      };
      const done = await call("POST", "dev/scale", body);
      console.log(`added ${done.tours} tours and ${done.bookings} bookings in ${(done.ms / 1000).toFixed(1)} s`);
    },
  },
};

/** The embedded marketplace's data folder, as the server reads it (README "Configuration"). */
const dataDirOf = () => path.resolve(process.env.MARKETPLACE_DATA_DIR || "./data");
/** A backup's manifest in a line: what it holds. */
const describe = (m: { schema: string; counts: Record<string, number>; bytes: number }) =>
  `${Object.entries(m.counts)
    .map(([what, n]) => `${n} ${what}`)
    .join(", ")} (${(m.bytes / 1024 / 1024).toFixed(1)} MB of files), schema ${m.schema}`;

/** `--name value` flags out of the arguments; what is left are the positional ones. */
function flags(args: string[], names: string[]) {
  const values: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.startsWith("--") ? args[i]!.slice(2) : null;
    if (name && names.includes(name)) {
      const value = args[++i];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      values[name] = value;
    } else rest.push(args[i]!);
  }
  return { values, rest };
}
const routeOf = (t: TransportRow) => `${t.type} ${t.route_custom || t.route}`;
/** A booking's day: a transfer's pickup instant in Vietnam (UTC+7), a tour's or a cruise's travel day. */
const dayOf = (o: { date_travel: string; date_pickup?: string | null }) =>
  o.date_pickup
    ? `${new Date(Date.parse(o.date_pickup) + 7 * 3_600_000).toISOString().slice(0, 16).replace("T", " ")} +07`
    : o.date_travel;
const money = (n: number, currency: string) => `${n.toLocaleString("en-US", { maximumFractionDigits: 2 })} ${currency}`;
/** A booking as a dev call answers it: its days as its service names them. */
type BookedOrder = {
  _id: string;
  uid: string;
  status: string;
  date_travel?: string;
  date_pickup?: string | null;
  time_pickup?: string | null;
  date_return?: string | null;
  time_return?: string | null;
  date_checkin?: string;
  date_checkout?: string | null;
  total: number;
  currency: string;
};
/** A stay's check-in and check-out, a rental's pickup and return, a transfer's pickup, a tour's travel day. */
const whenOf = (o: BookedOrder) =>
  o.date_checkin
    ? `check-in ${o.date_checkin} check-out ${o.date_checkout}`
    : o.time_pickup
      ? `pickup ${o.date_pickup} ${o.time_pickup} return ${o.date_return} ${o.time_return}`
      : `${o.date_pickup ? "pickup" : "travel"} ${dayOf({ date_travel: o.date_travel ?? "", date_pickup: o.date_pickup })}`;
const printOrder = (o: BookedOrder) =>
  console.log(`${o.uid}  ${o._id}  ${o.status.padEnd(16)} ${whenOf(o)}  ${money(o.total, o.currency)}`);
/** An item on sale in a line: its id, name and days on sale (the first with its price). */
function itemLine<D>(item: ItemOnSale<D>, price: (d: D) => string) {
  const first = item.days.find((d) => d.empty > 0);
  const onSale = item.days.filter((d) => d.empty > 0).length;
  return `${item._id}  ${item.name}  ${onSale} day(s) on sale${first ? `, first ${first.date} at ${price(first)}` : ""}`;
}
/** A whole number of at least 1 from a flag. */
function count(value: string | undefined, name: string) {
  const n = Number(value ?? 1);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} is a whole number of at least 1`);
  return n;
}
/** A day plus `n` days, and a Vietnam time (YYYY-MM-DDTHH:mm) plus minutes, both as written. */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const addMinutes = (at: string, n: number) => new Date(Date.parse(`${at}:00Z`) + n * 60_000).toISOString().slice(0, 16);

// ------------------------------------------------------------------ order <service>: a customer's booking
type Book = (id: string, when: string | undefined, values: Record<string, string>, status: object) => Promise<void>;
const ORDER_FLAGS = [
  "status",
  "cabin",
  "nights",
  "cabins",
  "from",
  "to",
  "guests",
  "room",
  "rooms",
  "option",
  "bikes",
  "return",
  "by",
];
const CUSTOMER = {
  contact: { fullname: "Lê Văn An", phone: "+84901234567", email: "customer@demo.vn" },
  user: "customer@demo.vn",
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const usage = (lists: string) =>
  new Error(`usage: ${commands.order!.usage} (npm run marketplace -- ${lists} lists the ids)`);

/** A tour: two adults and a child at the tour's price on the day asked for. */
const orderTour: Book = async (id, when, _values, status) => {
  if (!DAY.test(when ?? "")) throw usage("tours");
  const { docs } = await call("GET", "dev/tours");
  const tour = (docs as Listing[]).find((t) => t._id === id);
  if (!tour) throw new Error(`no tour ${id} (npm run marketplace -- tours lists them)`);
  const price = tour.price ?? 1_000_000;
  const o = await call("POST", "dev/order", {
    service: "tour",
    tour: id,
    date_travel: when,
    items: [
      { name: "Người lớn", name_en: "Adult", quantity: 2, price },
      { name: "Trẻ em", name_en: "Child", quantity: 1, price: Math.round(price * 0.75) },
    ],
    ...status,
    ...CUSTOMER,
  });
  printOrder(o);
};

/** A cruise: its cabin type and day asked for, else the first day on sale with a cabin left, at that day's price. */
const orderCruise: Book = async (id, when, values, status) => {
  if (when !== undefined && !DAY.test(when)) throw usage("tours");
  const { docs } = await call("GET", `dev/cruise/${encodeURIComponent(id)}/cabins`);
  const cabins = (docs as CabinOnSale[]).filter((c) => !values.cabin || c._id === values.cabin);
  if (!cabins.length)
    throw new Error(
      values.cabin ? `cruise ${id} has no cabin type ${values.cabin}` : `cruise ${id} has no cabin types`,
    );
  const nights = values.nights ? Number(values.nights) : undefined;
  const pick = cabins
    .flatMap((c) => c.days.map((d) => ({ cabin: c, day: d })))
    .find(({ day }) => (when ? day.date === when : day.empty > 0));
  if (!pick) throw new Error(`cruise ${id}: no cabin on sale${when ? ` on ${when}` : ""}`);
  const price = pick.day.prices.find((p) => nights === undefined || p.nights === nights);
  if (!price) throw new Error(`cruise ${id}: no price for ${nights} nights on ${pick.day.date}`);
  const { cabin } = pick;
  const o = await call("POST", "dev/order", {
    service: "cruise",
    tour: id,
    date_travel: pick.day.date,
    duration: price.nights,
    items: [
      {
        cabin: { _id: cabin._id, name: cabin.name, name_en: cabin.name_en },
        quantity: Number(values.cabins ?? 1),
        price: price.price,
      },
    ],
    ...status,
    ...CUSTOMER,
  });
  console.log(`${cabin.name} × ${values.cabins ?? 1}, ${price.nights} nights`);
  printOrder(o);
};

/** A transfer at a pickup time in Vietnam (UTC+7, hotels-bikes-transport §3) between two places. */
const orderTransport: Book = async (id, when, values, status) => {
  if (!TIME.test(when ?? "")) throw usage("transports");
  const o = await call("POST", "dev/order", {
    service: "transport",
    transport: id,
    date_pickup: new Date(`${when}:00+07:00`).toISOString(),
    pickup: { name: values.from ?? "Sân bay Tân Sơn Nhất (SGN)" },
    drop_off: { name: values.to ?? "Khách sạn Rex, 141 Nguyễn Huệ, Quận 1" },
    guests: Number(values.guests ?? 1),
    ...status,
    ...CUSTOMER,
  });
  printOrder(o);
};

/**
 * A hotel's rooms for nights on sale (hotels-bikes-transport §3 "Hotel order"): the room type and
 * check-in asked for (the marketplace judges what is left), else the first check-in whose every night
 * has the rooms; prices and the rooms taken off the calendar are the marketplace's.
 */
const orderHotel: Book = async (id, when, values, status) => {
  if (when !== undefined && !DAY.test(when)) throw usage("hotels");
  const hotel = ((await call("GET", "dev/hotels")).docs as HotelOnSale[]).find((h) => h._id === id);
  if (!hotel) throw new Error(`no hotel ${id} (npm run marketplace -- hotels lists them)`);
  const rooms = hotel.rooms.filter((r) => !values.room || r._id === values.room);
  if (!rooms.length)
    throw new Error(values.room ? `hotel ${id} has no room type ${values.room}` : `hotel ${id} has no room types`);
  const nights = count(values.nights, "nights");
  const quantity = count(values.rooms, "rooms");
  const fits = (room: ItemOnSale<RoomDay>, checkin: string) =>
    when
      ? checkin === when
      : Array.from({ length: nights }, (_, i) => addDays(checkin, i)).every(
          (night) => (room.days.find((d) => d.date === night)?.empty ?? 0) >= quantity,
        );
  const pick = rooms
    .flatMap((room) => room.days.map((d) => ({ room, checkin: d.date })))
    .find((p) => fits(p.room, p.checkin));
  if (!pick) throw new Error(`hotel ${id}: no room on sale${when ? ` on ${when}` : ` for ${nights} night(s)`}`);
  const checkout = addDays(pick.checkin, nights);
  const o = await call("POST", "dev/order", {
    service: "hotel",
    hotel: id,
    date_checkin: pick.checkin,
    date_checkout: checkout,
    items: [{ room: pick.room._id, quantity }],
    ...status,
    ...CUSTOMER,
  });
  console.log(`${pick.room.name} × ${quantity}, ${nights} night(s)`);
  printOrder(o);
};

/**
 * A bike's options from a pickup to a return, Vietnam times (hotels-bikes-transport §3 "Bike order"):
 * by day (default when the bike offers it) back at the same time the next day, by hour two hours later,
 * unless `--return` says; the option asked for, else the first with the bikes on sale on the pickup
 * day. The marketplace holds the pickup and the return to the bike's opening hours.
 */
const orderBike: Book = async (id, when, values, status) => {
  if (!TIME.test(when ?? "") || (values.return !== undefined && !TIME.test(values.return))) throw usage("bikes");
  const bike = ((await call("GET", "dev/bikes")).docs as BikeOnSale[]).find((b) => b._id === id);
  if (!bike) throw new Error(`no bike ${id} (npm run marketplace -- bikes lists them)`);
  const by = values.by ?? (bike.rental_by_day ? "day" : "hour");
  if (by !== "day" && by !== "hour") throw new Error("--by is day or hour");
  const quantity = count(values.bikes, "bikes");
  const day = when!.slice(0, 10);
  const option = bike.options.find((o) =>
    values.option ? o._id === values.option : (o.days.find((d) => d.date === day)?.empty ?? 0) >= quantity,
  );
  if (!option)
    throw new Error(
      values.option ? `bike ${id} has no option ${values.option}` : `bike ${id}: no option on sale on ${day}`,
    );
  const back = values.return ?? addMinutes(when!, by === "day" ? 24 * 60 : 120);
  const o = await call("POST", "dev/order", {
    service: "bike",
    bike: id,
    rental_method: by,
    date_pickup: day,
    time_pickup: when!.slice(11),
    date_return: back.slice(0, 10),
    time_return: back.slice(11),
    items: [{ option: option._id, quantity }],
    ...status,
    ...CUSTOMER,
  });
  console.log(`${option.name} × ${quantity}, by ${by} (opening hours ${bike.opening}–${bike.close})`);
  printOrder(o);
};

const ORDER_BY_SERVICE: Record<string, Book> = {
  tour: orderTour,
  cruise: orderCruise,
  transport: orderTransport,
  hotel: orderHotel,
  bike: orderBike,
};

// spec tours-cruises §4: what the customer (pay, confirm-start, confirm-complete, abandon) and the
// operator (refund, not-come) do to a booking
const EVENTS: Record<string, string> = {
  pay: "the customer pays (wait_paid / wait-confirm → paid)",
  "confirm-start": "the customer confirms the start (agency_begin → begin)",
  "confirm-complete": "the customer confirms the end (agency_completed → completed)",
  abandon: "the customer abandons (wait_paid, wait-confirm, paid, confirmed → abandoned)",
  refund: "the operator refunds (paid, confirmed, cancelled, abandoned → refunded)",
  "not-come": "the operator marks a no-show (confirmed, agency_begin → not-come)",
};
for (const [event, about] of Object.entries(EVENTS)) {
  commands[event] = {
    usage: `${event} <orderId-or-uid> [reason]`,
    about,
    async run([id, ...reason]) {
      if (!id) throw new Error(`usage: ${event} <orderId-or-uid> [reason]`);
      const o = await call(
        "POST",
        `dev/order/${encodeURIComponent(id)}/${event}`,
        reason.length ? { reason: reason.join(" ") } : {},
      );
      printOrder(o);
    },
  };
}

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log("usage: npm run marketplace -- <command>\n");
    for (const c of Object.values(commands)) {
      console.log(
        c.usage.length > 40 ? `  ${c.usage}\n  ${"".padEnd(40)} ${c.about}` : `  ${c.usage.padEnd(40)} ${c.about}`,
      );
    }
    console.log(`\nserver: ${base} (set MARKETPLACE_CLI_URL or PORT to change)`);
    process.exit(name && name !== "help" ? 1 : 0);
  }
  await command.run(args);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
