import { describe, expect, it } from "vitest";
import type { AuthedApi } from "~/lib/marketplace.server";
import { getDashboard } from "./api.server";
import { SHOWN } from "./view";

const answer = {
  today: "2026-11-26",
  services: ["tour"],
  toConfirm: [],
  toConfirmCount: 0,
  stuck: [],
  stuckCount: 0,
  shares: [],
  todayItems: [],
  todayCount: 0,
  toComplete: [],
  toCompleteCount: 0,
  runningLow: [],
  runningLowCount: 0,
  listings: [],
  listingsCount: 0,
  money: { currency: "VND", monthIncome: 0, lastPayout: null, balance: 0 },
  badges: {},
};

/** An api answering GET with `reply`, recording what it was asked. */
function apiAnswering(reply: { code: number; data?: unknown }) {
  const asked: unknown[] = [];
  const api = {
    get: async (path: string, query?: unknown) => {
      asked.push([path, query]);
      return { message: "", ...reply };
    },
  } as unknown as AuthedApi;
  return { api, asked };
}

describe("getDashboard", () => {
  it("asks the one call in the page's language, for the lines the page draws, and reads its answer", async () => {
    const { api, asked } = apiAnswering({ code: 200, data: answer });
    expect(await getDashboard(api, "en")).toEqual(answer);
    expect(asked).toEqual([["dashboard", { lang: "en", rows: SHOWN }]]);
  });

  it("gives null (the page says it could not load) for a refusal or an answer of another shape", async () => {
    expect(await getDashboard(apiAnswering({ code: 500 }).api, "vi")).toBeNull();
    expect(
      await getDashboard(apiAnswering({ code: 200, data: { ...answer, today: "tomorrow" } }).api, "vi"),
    ).toBeNull();
  });
});
