import { describe, expect, it } from "vitest";
import type { AuthedApi } from "~/lib/marketplace.server";
import { listListings as listTours, type ListingFilters as TourFilters } from "./api.server";

// the query a list call sends, caught at the one client
function queryOf(run: (api: AuthedApi) => unknown) {
  let sent: { path: string; query: Record<string, unknown> } | null = null;
  const api = {
    get: (path: string, query: Record<string, unknown>) => ((sent = { path, query }), Promise.resolve({ code: 200 })),
  };
  run(api as unknown as AuthedApi);
  return sent!;
}

const filters: TourFilters = { type: "tour", name: "", area: "", dateRange: null, page: 1 };

describe("listTours({ type }) (marketplace-api.md: a cruise is a tour with type cruise)", () => {
  it("lists the tours with cruises excluded, as the tour list always did (spec §2 Tours)", () => {
    const { path, query } = queryOf((api) => listTours(api, "u1", "vi", filters));
    expect(path).toBe("tour/tour");
    expect(query).toMatchObject({ type_exclude: "cruise", created_by: "u1", is_deleted: "false" });
    expect(query.type).toBeUndefined();
  });
  it("lists only the cruises for the cruise list", () => {
    const { query } = queryOf((api) => listTours(api, "u1", "en", { ...filters, type: "cruise" }));
    expect(query).toMatchObject({ type: "cruise", lang: "en" });
    expect(query.type_exclude).toBeUndefined();
  });
});
