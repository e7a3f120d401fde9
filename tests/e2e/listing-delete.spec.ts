// A delete that bookings refuse, in a real browser with scripts on and off (hotels-bikes-transport §2
// "delete with confirmation", §8: every refusal says why): a hotel with guests booked from today on
// warns in its confirmation before the owner presses delete, and the refusal says why, not "try again".
import { expect, login, test, useLanguage } from "../support/e2e";

const DEV = { "X-App-Id": "supplier-backoffice" };
type Day = { date: string; empty: number };
type Hotel = { _id: string; name: string; agency: string; rooms: { _id: string; days: Day[] }[] };

test("a hotel with guests to come: the confirmation warns, the refusal says why", async ({ page, request }) => {
  const hotels = (await (await request.get("/api/v1/dev/hotels", { headers: DEV })).json()).data.docs as Hotel[];
  const hotel = hotels.find(
    (h) => h.agency === "supplier@demo.vn" && h.rooms.some((r) => r.days.some((d) => d.empty > 0)),
  )!;
  const room = hotel.rooms.find((r) => r.days.some((d) => d.empty > 0))!;
  const night = room.days.find((d) => d.empty > 0)!.date;
  const checkout = new Date(Date.parse(`${night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const booked = await request.post("/api/v1/dev/order", {
    headers: DEV,
    data: {
      service: "hotel",
      hotel: hotel._id,
      date_checkin: night,
      date_checkout: checkout,
      items: [{ room: room._id, quantity: 1 }],
      contact: { fullname: "Đỗ Minh Khoa", phone: "+84912345678", email: "khoa@example.vn" },
    },
  });
  expect(booked.ok()).toBe(true);

  await login(page);
  await useLanguage(page, "en");
  await page.goto(`/hotel?name=${encodeURIComponent(hotel.name)}`);
  await page.getByTestId("hotel-delete").first().click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("confirm-warning")).toContainText(
    "Guests are booked in this hotel's rooms from today on",
  );
  await dialog.getByTestId("confirm-submit").click();
  await expect(page.getByTestId("toast").filter({ hasText: "This hotel cannot be deleted" })).toBeVisible();
  await expect(page.getByText("Delete failed")).toHaveCount(0);
  // not deleted
  const after = (await (await request.get("/api/v1/dev/hotels", { headers: DEV })).json()).data.docs as Hotel[];
  expect(after.some((h) => h._id === hotel._id)).toBe(true);
});
