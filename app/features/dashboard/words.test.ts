// Every service's lines are worded in its own words in both languages: a service added to the
// descriptors without its dashboard words fails here, not on a supplier's screen as a raw key.
import { describe, expect, it } from "vitest";
import { BLOCKERS, CALENDAR_KINDS, LOW_REASONS, TODAY_KINDS } from "@contract/api/dashboard";
import { allServices } from "@contract/services";
import en from "../../../locales/en/dashboard.json";
import vi from "../../../locales/vi/dashboard.json";

const has = (tree: unknown, path: string) =>
  typeof path.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree) ===
  "string";

describe("dashboard words", () => {
  for (const [lang, words] of [
    ["vi", vi],
    ["en", en],
  ] as const) {
    it(`names every service, its day, today's kinds, blockers, calendars and reasons (${lang})`, () => {
      const keys = [
        ...allServices().flatMap((s) => [`service.${s.wording}`, `dayOn.${s.dayLabel}`]),
        ...TODAY_KINDS.map((k) => `kind.${k}`),
        ...BLOCKERS.map((b) => `blocker.${b}`),
        ...CALENDAR_KINDS.map((k) => `calendarKind.${k}`),
        ...LOW_REASONS.map((r) => `low.${r}`),
        "listing.pending",
        "listing.rejected",
      ];
      expect(keys.filter((k) => !has(words, k))).toEqual([]);
    });
  }
});
