// The cabin calendar page through plain form posts (no scripts): a range with excluded
// weekdays previewed then applied and read back day by day from the marketplace; a clashing range
// writes nothing and names the date; a day edit below the booked count is refused with the floor; a
// booked day cannot be removed (and is not offered); another supplier's cruise is not found.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, expandRange, todayInVietnam } from "@contract/calendar";
import { cabinOnFirstCruise } from "../support/cruises";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { loggedIn, marketplaceCall, visibleText, type Browserless } from "../support/browserless";
import { formDataOf } from "../support/form-data";

const server = serverForThisFile();
let token: string;
let cruise: { _id: string; durations_cruise: number[] };
let cabinId: string;
let page: string;
let b: Browserless;

const dmy = (day: string) => `${day.slice(8)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const slash = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);
const days = async (from: string, to: string) =>
  (await api("GET", `cruise/cabin-calendar?cabin=${cabinId}&from=${from}&to=${to}`)).body.data as {
    _id: string;
    calendars: {
      _id: string;
      date: string;
      cabin_available: number;
      empty: number;
      prices: { nights: number; price: number }[];
    }[];
  };
const onceOf = (html: string) => /name="_once" value="([^"]+)"/.exec(html)?.[1] ?? "";

function schedule(fields: Record<string, string | string[]>, once = "") {
  const all: Record<string, string | string[]> = {
    intent: "schedule",
    available: "5",
    extrabed_price: "400000",
    ...fields,
  };
  for (const n of cruise.durations_cruise) if (!(`price_${n}` in all)) all[`price_${n}`] = String(2_500_000 * n);
  if (once) all._once = once;
  return formDataOf(all);
}

beforeAll(async () => {
  token = await apiToken(server.url);
  ({ cruise, cabinId } = await cabinOnFirstCruise(api, "Cabin thử trang lịch", "Page test cabin", 6));
  page = `/cruise/${cruise._id}/cabins?cabin=${cabinId}`;
  b = await loggedIn(server.url);
});

describe("/cruise/{idTour}/cabins calendar", () => {
  const start = addDays(todayInVietnam(), 10);
  const end = addDays(start, 34); // crosses a month boundary
  const expected = expandRange({ dateStart: start, dateEnd: end, exclusion_date: [0, 6] });

  it("previews a range (days, first, last), then applies it in one call; every day reads back", async () => {
    const open = await b.get(`${page}&modal=schedule`);
    expect(open.html).toContain('data-testid="schedule-dialog"');
    const fields = { dateStart: dmy(start), dateEnd: dmy(end), exclusion_date: ["0", "6"] };
    const preview = await b.post(`${page}&modal=schedule`, schedule({ ...fields, step: "preview" }));
    const text = visibleText(preview.html);
    expect(text).toContain(
      `${expected.length} days will be set, from ${slash(expected[0]!)} to ${slash(expected.at(-1)!)}`,
    );
    expect(preview.html).toContain('data-testid="schedule-apply"');
    expect((await days(start, end)).calendars).toEqual([]); // a preview writes nothing

    const applied = await b.post(
      `${page}&modal=schedule`,
      schedule({ ...fields, step: "apply" }, onceOf(preview.html)),
    );
    expect(visibleText(applied.html)).toContain("Calendar saved");
    expect(applied.url).toContain(`month=${Number(start.slice(5, 7))}`);
    const back = (await days(start, end)).calendars;
    expect(back.map((d) => d.date)).toEqual(expected);
    expect(back.every((d) => d.cabin_available === 5 && d.empty === 5)).toBe(true);
    expect(back[0]!.prices.map((p) => p.price)).toEqual(cruise.durations_cruise.map((n) => 2_500_000 * n));
  });

  it("a clashing range writes nothing and names the date; its preview lists every clash and offers no apply", async () => {
    const from = addDays(expected[2]!, -1);
    const to = addDays(from, 5);
    const clashing = expandRange({ dateStart: from, dateEnd: to }).filter((d) => expected.includes(d));
    const preview = await b.post(
      `${page}&modal=schedule`,
      schedule({ dateStart: dmy(from), dateEnd: dmy(to), step: "preview" }),
    );
    expect(visibleText(preview.html)).toContain(clashing.map(slash).join(", "));
    expect(preview.html).not.toContain('data-testid="schedule-apply"');
    const before = (await days(addDays(from, -40), addDays(to, 40))).calendars.length;
    const refused = await b.post(
      `${page}&modal=schedule`,
      schedule({ dateStart: dmy(from), dateEnd: dmy(to), step: "apply" }),
    );
    expect(visibleText(refused.html)).toContain(`already has a setting on ${slash(clashing[0]!)}: nothing was saved`);
    expect((await days(addDays(from, -40), addDays(to, 40))).calendars.length).toBe(before);
  });

  it("refuses the past and a span over 100 days with the field's message", async () => {
    const past = await b.post(
      `${page}&modal=schedule`,
      schedule({ dateStart: dmy(addDays(todayInVietnam(), -1)), dateEnd: dmy(todayInVietnam()), step: "preview" }),
    );
    expect(visibleText(past.html)).toContain("The date cannot be before today");
    const far = addDays(todayInVietnam(), 200);
    const long = await b.post(
      `${page}&modal=schedule`,
      schedule({ dateStart: dmy(far), dateEnd: dmy(addDays(far, 100)), step: "apply" }),
    );
    expect(visibleText(long.html)).toContain("A schedule spans at most 100 days");
    expect((await days(far, addDays(far, 100))).calendars).toEqual([]);
  });

  it("a day edit below the booked count is refused naming the floor; a booked day cannot be removed", async () => {
    const day = expected[0]!;
    const booked = await marketplaceCall(server.url, "POST", "dev/order", {
      service: "cruise",
      tour: cruise._id,
      date_travel: day,
      status: "paid",
      contact: { fullname: "Khách Thử", phone: "0900000000", email: "khach@example.com" },
      items: [
        {
          cabin: { _id: cabinId, name: "Cabin thử trang lịch" },
          quantity: 2,
          price: 2_500_000,
          quantity_extrabed: 0,
          extrabed_price: 0,
        },
      ],
    });
    expect(booked.body.code, JSON.stringify(booked.body)).toBe(200);
    const dialog = await b.get(`${page}&modal=day&date=${day}`);
    expect(dialog.html).toContain('data-testid="day-dialog"');
    expect(dialog.html).not.toContain('data-testid="day-remove"'); // offered only without bookings

    const fd = new FormData();
    for (const [k, v] of Object.entries({ intent: "day-save", date: day, available: "1", extrabed_price: "400000" }))
      fd.append(k, v);
    for (const n of cruise.durations_cruise) fd.append(`price_${n}`, "3000000");
    const low = await b.post(`${page}&modal=day&date=${day}`, fd);
    expect(visibleText(low.html)).toContain("At least 2: that many are already booked");
    expect((await days(day, day)).calendars[0]).toMatchObject({ cabin_available: 5, empty: 3 });

    fd.set("available", "4");
    const ok = await b.post(`${page}&modal=day&date=${day}`, fd);
    expect(visibleText(ok.html)).toContain("Calendar saved");
    expect((await days(day, day)).calendars[0]).toMatchObject({ cabin_available: 4, empty: 2 });

    const remove = new FormData();
    remove.append("intent", "day-remove");
    remove.append("date", day);
    const refused = await b.post(`${page}&modal=day&date=${day}`, remove);
    expect(visibleText(refused.html)).toContain("This day has bookings");
    expect((await days(day, day)).calendars).toHaveLength(1);

    const free = expected[1]!;
    remove.set("date", free);
    const removed = await b.post(`${page}&modal=day&date=${free}`, remove);
    expect(visibleText(removed.html)).toContain("Setting removed");
    expect((await days(free, free)).calendars).toEqual([]);

    // the cabin type itself stays while guests are booked on it, with the reason
    const kept = await b.post(`/cruise/${cruise._id}/cabins?confirm=delete&id=${cabinId}`, {
      intent: "delete",
      id: cabinId,
    });
    expect(visibleText(kept.html)).toContain("This cabin type cannot be deleted: guests have booked it");
    expect((await api("GET", `cruise/cabin/${cabinId}`)).body.code).toBe(200);
  });

  it("a supplier without cruises is refused and the calendar is left alone", async () => {
    const other = await loggedIn(server.url, "newsupplier@demo.vn");
    // a supplier without cruises: not part of its services (tours-cruises §3 "Supplier")
    const seen = await other.get(page);
    expect(seen.status).toBe(403);
    const far = addDays(todayInVietnam(), 60);
    const post = await other.post(
      `${page}&modal=schedule`,
      schedule({ dateStart: dmy(far), dateEnd: dmy(far), step: "apply" }),
    );
    expect(post.status).toBe(403);
    expect((await days(far, far)).calendars).toEqual([]);
  });
});
