// A customer's stay at one of a hotelier's rooms for the integration tests (plain HTTP, dev/order): a
// night on sale in the coming weeks, in the status asked (browser tests use stays.ts).
import { addDays, todayInVietnam } from "@contract/calendar";
import { apiToken } from "./api";
import { marketplaceCall } from "./browserless";

export type Stay = {
  _id: string;
  uid: string;
  status: string;
  total: number;
  currency: string;
  payment_id: string | null;
};
const CONTACT = { fullname: "Nguyễn Thu Hà", phone: "+84901234567", email: "ha@example.vn" };

/** A one-night stay at the first room of `email`'s hotels with a free night among the coming ones. */
export async function hotelStay(base: string, email: string, status: string): Promise<Stay> {
  const token = await apiToken(base, email);
  const today = todayInVietnam();
  const hotels = (await marketplaceCall(base, "GET", "hotel/hotel?perPage=-1", undefined, token)).body.data.docs as {
    _id: string;
  }[];
  for (const hotel of hotels) {
    const rooms = (await marketplaceCall(base, "GET", `hotel/room?hotel=${hotel._id}&perPage=-1`, undefined, token))
      .body.data.docs as { _id: string }[];
    for (const room of rooms)
      for (const offset of [6, 9, 14, 19, 23, 28, 33, 38]) {
        const { body } = await marketplaceCall(base, "POST", "dev/order", {
          service: "hotel",
          hotel: hotel._id,
          date_checkin: addDays(today, offset),
          date_checkout: addDays(today, offset + 1),
          items: [{ room: room._id, quantity: 1 }],
          contact: CONTACT,
          status,
        });
        if (body.code === 200) return body.data as Stay;
      }
  }
  throw new Error(`no room of ${email} is on sale in the coming nights`);
}
