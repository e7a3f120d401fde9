// Which day a statistics page's date range applies to, said on every statistics page and chosen in
// the URL (date_by): the booking day by default, or the service's own day (a tour's departure, a
// transfer's pickup). Real server, fresh SQLite, plain GETs.
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";
import { addDays, todayInVietnam } from "../../app/lib/dates";

const server = serverForThisFile();
const api = () => server.marketplaceUrl;
const today = todayInVietnam();
// a day far ahead: no booking of the demo is made then, and only ours are picked up then
const far = addDays(today, 300);

const token = () => apiToken(api(), "supplier@demo.vn");
const contact = { fullname: "Phạm Thị Lan", phone: "+84901234567", email: "lan@example.vn" };
async function transfer(status: string) {
  const { body: list } = await marketplaceCall(
    api(),
    "GET",
    "transport/transport?perPage=-1",
    undefined,
    await token(),
  );
  const { body } = await marketplaceCall(api(), "POST", "dev/order", {
    service: "transport",
    transport: list.data.docs[0]._id,
    date_pickup: `${far}T02:30:00.000Z`,
    pickup: { name: "Sân bay Tân Sơn Nhất", address: "Tân Bình" },
    drop_off: { name: "Khách sạn Rex", address: "141 Nguyễn Huệ" },
    contact,
    status,
  });
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data as { uid: string };
}
const range = encodeURIComponent(JSON.stringify({ start: far, end: far }));

describe("the statistics' date range: which day, said and chosen", () => {
  it("transport: pickups in the range count with date_by=travel; by default the booking day, and the page says so", async () => {
    const paid = await transfer("paid");
    await transfer("completed");
    const b = await loggedIn(server.url);

    const byBooking = await b.get(`/transport/statistic?date_range=${range}`);
    expect(byBooking.html).toContain('data-basis="created"');
    expect(visibleText(byBooking.html)).toContain("The date range selects bookings by the day they were made.");
    expect(byBooking.html).not.toContain(paid.uid);

    const byPickup = await b.get(`/transport/statistic?date_range=${range}&date_by=travel&status=paid`);
    expect(byPickup.html).toContain('data-basis="travel"');
    expect(visibleText(byPickup.html)).toContain("The date range selects bookings by their pickup day.");
    expect(byPickup.html).toContain(paid.uid);
    // the select keeps the choice, and the form carries it to the next search
    expect(byPickup.html).toMatch(/<option value="travel" selected="">Pickup day<\/option>/);

    // the marketplace's call takes the same choice
    const { body: byCreated } = await marketplaceCall(
      api(),
      "GET",
      `transport/statistic?date_range=${range}`,
      undefined,
      await token(),
    );
    expect(byCreated.data.docs).toEqual([]);
    const { body: byTravel } = await marketplaceCall(
      api(),
      "GET",
      `transport/statistic?date_range=${range}&date_by=travel`,
      undefined,
      await token(),
    );
    expect(Object.fromEntries(byTravel.data.docs.map((d: { _id: string; count: number }) => [d._id, d.count]))).toEqual(
      {
        paid: 1,
        completed: 1,
      },
    );

    const revenue = await b.get(`/transport/statistic-revenue?date_range=${range}&date_by=travel`);
    expect(visibleText(revenue.html)).toContain("The date range selects bookings by their pickup day.");
    expect(visibleText(revenue.html)).toContain("Payouts are counted by their payment date.");
    const { body: income } = await marketplaceCall(
      api(),
      "GET",
      `transport/statistic-revenue?date_range=${range}&date_by=travel`,
      undefined,
      await token(),
    );
    expect(income.data.count).toBe(1);
    expect(income.data.docs[0]._id).toBe(far);
  });

  it("tours and cruises: the same choice, in their words, in both languages", async () => {
    const en = await loggedIn(server.url);
    const stat = await en.get("/tour/statistic?date_by=travel");
    expect(visibleText(stat.html)).toContain("The date range selects bookings by their departure day.");
    expect(visibleText(stat.html)).toContain("Dates apply to");
    const revenue = await en.get("/tour/statistic-revenue");
    expect(visibleText(revenue.html)).toContain("The date range selects bookings by the day they were made.");
    const vi = await loggedIn(server.url, "supplier@demo.vn", "vi");
    expect(visibleText((await vi.get("/transport/statistic?date_by=travel")).html)).toContain(
      "Khoảng ngày chọn các đơn theo ngày đón khách.",
    );
    expect(visibleText((await vi.get("/tour/statistic")).html)).toContain(
      "Khoảng ngày chọn các đơn theo ngày đặt đơn.",
    );
  });

  it("a plain GET of the filter form keeps date_by with the range", async () => {
    const b = await loggedIn(server.url);
    const page = await b.get(`/transport/statistic?start=${far.split("-").reverse().join("-")}&end=&date_by=travel`);
    expect(page.url).toContain("date_by=travel");
    expect(page.url).toContain("date_range=");
    expect(page.html).toContain('data-basis="travel"');
  });
});
