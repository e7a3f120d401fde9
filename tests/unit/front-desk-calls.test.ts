// The back-office's typed calls of the front desk and the rate calendar (app/features/hotels and
// bikes api.server.ts) each name an operation the marketplace documents (marketplace/openapi.ts,
// which openapi.test.ts holds to the mounted routes), with the method it is documented under.
import { describe, expect, it } from "vitest";
import type { AuthedApi } from "~/lib/marketplace.server";
import { bulkUpdateRooms, checkIn, checkOut, getHotelToday, markNotCome } from "~/features/hotels/api.server";
import { addUnit, getBikeToday, handOver, listUnits, removeUnit, takeBack } from "~/features/bikes/api.server";
import { operations } from "../../marketplace/openapi";

type Sent = { method: string; path: string; body?: unknown; query?: unknown };

/** An AuthedApi that records what it would send. */
function recorder() {
  const sent: Sent[] = [];
  const answer = async () => ({ code: 200, message: "success", data: null });
  const api = {
    get: (path: string, query?: unknown) => (sent.push({ method: "get", path, query }), answer()),
    post: (path: string, body?: unknown) => (sent.push({ method: "post", path, body }), answer()),
    patch: (path: string, body?: unknown) => (sent.push({ method: "patch", path, body }), answer()),
    delete: (path: string) => (sent.push({ method: "delete", path }), answer()),
  } as unknown as AuthedApi;
  return { api, sent };
}

const documented = operations({ devCalls: false }).map((op) => ({
  method: op.method,
  pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));
const isDocumented = (s: Sent) => documented.some((d) => d.method === s.method && d.pattern.test(`/${s.path}`));

describe("the front desk's typed calls", () => {
  it("each names a documented operation", async () => {
    const { api, sent } = recorder();
    await bulkUpdateRooms(api, { rooms: ["r"], dateStart: "2030-03-01", dateEnd: "2030-03-02", stop_sell: true });
    await getHotelToday(api, "vi", "2030-03-01", 2, 20);
    await checkIn(api, "o1");
    await checkOut(api, "o1");
    await markNotCome(api, "o1", "Khách không đến");
    await getBikeToday(api, "en");
    await handOver(api, "o2", ["u1"]);
    await takeBack(api, "o2", { deposit: "kept", deposit_reason: "Vỡ gương" });
    await listUnits(api, "opt");
    await addUnit(api, "opt", "43-B1 234.56");
    await removeUnit(api, "u1");
    expect(sent).toHaveLength(11);
    expect(sent.filter((s) => !isDocumented(s))).toEqual([]);
    expect(sent.find((s) => s.path.endsWith("/not-come"))?.body).toEqual({ reason: "Khách không đến" });
    expect(sent.find((s) => s.path.endsWith("/handover"))?.body).toEqual({ units: ["u1"] });
  });
});
