// A customer's stay at one of the demo hotelier's rooms (POST dev/order), for the browser scenarios:
// the first room of the first hotel on sale for the first of the check-in days asked.
import type { APIRequestContext } from "@playwright/test";

const DEV = { "X-App-Id": "supplier-backoffice" };
export const HOTELIER = "hotelbike@demo.vn";

/** A day in Vietnam, `offset` days from today (YYYY-MM-DD). */
export const vnDay = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(Date.now() + offset * 86_400_000));

export async function hotelierStay(
  request: APIRequestContext,
  stay: {
    checkinIn: number[];
    status: string;
    item: { quantity: number; quantity_extrabed?: number };
    contact: { fullname: string; phone: string; email: string };
  },
): Promise<{ _id: string; uid: string }> {
  const login = await request.post("/api/v1/auth/login", {
    headers: DEV,
    data: { type: 0, role: "agency", email: HOTELIER, password: "Demo@12345" },
  });
  const auth = { ...DEV, Authorization: `Bearer ${(await login.json()).data.token.accessToken}` };
  const hotels = (await (await request.get("/api/v1/hotel/hotel?perPage=-1", { headers: auth })).json()).data.docs;
  for (const hotel of hotels as { _id: string }[]) {
    const rooms = (await (await request.get(`/api/v1/hotel/room?hotel=${hotel._id}`, { headers: auth })).json()).data
      .docs as { _id: string }[];
    for (const room of rooms)
      for (const offset of stay.checkinIn) {
        const reply = await request.post("/api/v1/dev/order", {
          headers: DEV,
          data: {
            service: "hotel",
            hotel: hotel._id,
            date_checkin: vnDay(offset),
            date_checkout: vnDay(offset + 2),
            items: [{ room: room._id, ...stay.item }],
            contact: stay.contact,
            status: stay.status,
          },
        });
        if (reply.ok()) return (await reply.json()).data as { _id: string; uid: string };
      }
  }
  throw new Error("no room of the demo hotelier is on sale on the days asked");
}
