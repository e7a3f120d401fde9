// The customer tool (`npm run marketplace -- …`, marketplace/cli.ts) run as a child process against a
// real server on a fresh database: it books every service with the service's real items — a cruise's
// own cabin type on a day on sale, at that day's price, taken off the calendar and refused when sold
// out; a transfer at a pickup time between two places; a hotel's room type for nights on sale; a bike's
// option from a pickup to a return within its opening hours — lists them, pays them and moderates each kind.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { marketplaceCall } from "../support/browserless";

const run = promisify(execFile);
const server = serverForThisFile();
const root = path.resolve(import.meta.dirname, "../..");

async function cli(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "marketplace/cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, MARKETPLACE_CLI_URL: `${server.url}/api/v1` },
    });
    return { ok: true, out: stdout };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

type Cabin = {
  _id: string;
  name: string;
  days: { date: string; empty: number; prices: { nights: number; price: number }[] }[];
};
const cabinsOf = async (cruise: string) =>
  (await marketplaceCall(server.url, "GET", `dev/cruise/${cruise}/cabins`)).body.data.docs as Cabin[];
const ordersOf = async () =>
  (await marketplaceCall(server.url, "GET", "dev/orders?agency=supplier@demo.vn")).body.data.docs as {
    _id: string;
    uid: string;
    service: string;
  }[];

// each step spawns the tool (a Node process compiling TypeScript): on a busy machine a test takes minutes
describe("the customer tool", { timeout: 240_000 }, () => {
  it("books a cruise's own cabin type on a day on sale, at its price, and takes it off the calendar", async () => {
    const tours = await cli("tours");
    const cruise = /^([a-f0-9]{24})\s+\S+\s+cruise\s+supplier@demo\.vn/m.exec(tours.out)![1]!;
    const before = await cabinsOf(cruise);
    const cabin = before.find((c) => c.days.some((d) => d.empty > 1))!;
    const day = cabin.days.find((d) => d.empty > 1)!;

    const booked = await cli("order", "cruise", cruise, day.date, "--cabin", cabin._id);
    expect(booked.ok, booked.out).toBe(true);
    expect(booked.out).toContain(cabin.name);
    const uid = /^(CRUISE-\S+)/m.exec(booked.out)![1]!;
    const after = (await cabinsOf(cruise)).find((c) => c._id === cabin._id)!;
    expect(after.days.find((d) => d.date === day.date)!.empty).toBe(day.empty - 1);
    const record = (await marketplaceCall(server.url, "GET", `dev/orders?agency=supplier@demo.vn`)).body.data.docs.find(
      (o: { uid: string }) => o.uid === uid,
    );
    expect(record.total).toBeGreaterThanOrEqual(day.prices[0]!.price);

    // more cabins than are left: refused as the API refuses it, nothing taken
    const tooMany = await cli("order", "cruise", cruise, day.date, "--cabin", cabin._id, "--cabins", String(day.empty));
    expect(tooMany.ok).toBe(false);
    expect(tooMany.out).toContain("sold_out");
    expect(
      (await cabinsOf(cruise)).find((c) => c._id === cabin._id)!.days.find((d) => d.date === day.date)!.empty,
    ).toBe(day.empty - 1);
    // a day not on sale is no booking
    const off = await cli("order", "cruise", cruise, "2099-01-01");
    expect(off.ok).toBe(false);
    expect(off.out).toContain("no cabin on sale on 2099-01-01");
  });

  it("books a transfer at a pickup time between two places, lists it and moderates a service", async () => {
    const list = await cli("transports");
    const service = /^([a-f0-9]{24})\s+\S+\s+supplier@demo\.vn/m.exec(list.out)![1]!;
    const booked = await cli(
      "order",
      "transport",
      service,
      "2099-03-04T09:30",
      "--from",
      "Sân bay Nội Bài",
      "--to",
      "Khách sạn Metropole",
    );
    expect(booked.ok, booked.out).toBe(true);
    expect(booked.out).toContain("pickup 2099-03-04 09:30 +07");
    const uid = /^(CAR\S+)/m.exec(booked.out)![1]!;
    const orders = await cli("orders", "supplier@demo.vn");
    expect(orders.out).toMatch(new RegExp(`${uid}.*transport.*2099-03-04 09:30 \\+07`));
    expect((await ordersOf()).find((o) => o.uid === uid)?.service).toBe("transport");

    expect((await cli("moderate", "transport", service, "--reject")).out).toContain(`transport ${service}: rejected`);
    expect((await cli("moderate", "transport", service)).out).toContain(`transport ${service}: approved`);
    const tours = await cli("tours");
    const cruise = /^([a-f0-9]{24})\s+\S+\s+cruise/m.exec(tours.out)![1]!;
    expect((await cli("moderate", "cruise", cruise)).out).toContain(`cruise ${cruise}: approved`);
  });

  it("lists the hotels, books a room type for nights on sale, pays it and moderates a hotel", async () => {
    const list = await cli("hotels");
    expect(list.ok, list.out).toBe(true);
    const hotel = /^([a-f0-9]{24})\s+\S+\s+supplier@demo\.vn/m.exec(list.out)![1]!;
    const room = new RegExp(`^${hotel}[^\\n]*\\n\\s+room ([a-f0-9]{24})\\s+(.+?)\\s+\\d+ day`, "m").exec(list.out);
    expect(room, list.out).toBeTruthy();
    const [, roomId, roomName] = room!;
    type Night = { date: string; empty: number };
    const nightsOf = async () =>
      (
        (await marketplaceCall(server.url, "GET", "dev/hotels")).body.data.docs as {
          _id: string;
          rooms: { _id: string; days: Night[] }[];
        }[]
      )
        .find((h) => h._id === hotel)!
        .rooms.find((r) => r._id === roomId)!.days;
    const before = await nightsOf();

    const booked = await cli("order", "hotel", hotel, "--room", roomId!, "--nights", "2", "--rooms", "2");
    expect(booked.ok, booked.out).toBe(true);
    expect(booked.out).toContain(`${roomName} × 2, 2 night(s)`);
    const [, uid, checkin, checkout] = /^(\S+)\s+[a-f0-9]{24}\s+wait_paid\s+check-in (\S+) check-out (\S+)/m.exec(
      booked.out,
    )!;
    // both nights of the stay lose the two rooms
    const after = await nightsOf();
    const taken = (d: string) => before.find((n) => n.date === d)!.empty - after.find((n) => n.date === d)!.empty;
    expect(taken(checkin!)).toBe(2);
    expect(checkout! > checkin!).toBe(true);
    expect((await ordersOf()).find((o) => o.uid === uid)?.service).toBe("hotel");

    const paid = await cli("pay", uid!);
    expect(paid.out).toMatch(new RegExp(`${uid}.*paid`));
    expect((await cli("orders", "supplier@demo.vn")).out).toMatch(new RegExp(`${uid}.*hotel.*paid.*${checkin}`));
    expect((await cli("moderate", "hotel", hotel, "--reject")).out).toContain(`hotel ${hotel}: rejected`);
    expect((await cli("hotels")).out).toMatch(new RegExp(`^${hotel}\\s+rejected`, "m"));
    expect((await cli("moderate", "hotel", hotel)).out).toContain(`hotel ${hotel}: approved`);
  });

  it("lists the bikes with their hours, rents an option from a pickup to a return, pays it and moderates a bike", async () => {
    const list = await cli("bikes");
    expect(list.ok, list.out).toBe(true);
    const line = /^([a-f0-9]{24})\s+\S+\s+supplier@demo\.vn\s+(\d\d:\d\d)–(\d\d:\d\d) by (\S+)/m.exec(list.out)!;
    const [, bike, opening, close] = line;
    const option = new RegExp(
      `^${bike}[^\\n]*\\n\\s+option ([a-f0-9]{24})\\s+(.+?)\\s+\\d+ day\\(s\\) on sale, first (\\S+)`,
      "m",
    ).exec(list.out);
    expect(option, list.out).toBeTruthy();
    const [, optionId, optionName, day] = option!;

    // outside the bike's hours: refused with the marketplace's key, nothing booked
    const early = await cli("order", "bike", bike!, `${day}T05:00`, "--option", optionId!);
    expect(early.ok).toBe(false);
    expect(early.out).toContain("time_pickup outside_opening_hours");

    const rented = await cli("order", "bike", bike!, `${day}T${opening}`, "--option", optionId!, "--bikes", "1");
    expect(rented.ok, rented.out).toBe(true);
    expect(rented.out).toContain(`${optionName} × 1, by day (opening hours ${opening}–${close})`);
    const [, uid] = /^(\S+)\s+[a-f0-9]{24}\s+wait-paid\s+pickup (\S+ \S+) return/m.exec(rented.out)!;
    expect(rented.out).toContain(`pickup ${day} ${opening} return`);
    expect((await ordersOf()).find((o) => o.uid === uid)?.service).toBe("bike");
    expect((await cli("pay", uid!)).out).toMatch(new RegExp(`${uid}.*paid`));

    expect((await cli("moderate", "bike", bike!, "--reject")).out).toContain(`bike ${bike}: rejected`);
    expect((await cli("moderate", "bike", bike!)).out).toContain(`bike ${bike}: approved`);
  });
});
