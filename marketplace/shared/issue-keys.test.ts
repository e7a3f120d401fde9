// A 422's issue messages are keys the back-office can translate (marketplace-api.md "Conventions", spec
// tours-cruises §8): a body of the wrong shape meets zod's built-in checks, whose English never reaches
// the reply; a schema's own key is kept.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RoomBodySchema } from "@contract/api/hotels";
import { ApiError, parse } from "./http";
import { BUILT_IN_KEYS } from "./issue-keys";

const texts = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/validation.json`, "utf8")) as object;
const known = (message: string) => {
  const key = message.split(":")[0]!;
  return key in texts("vi") && key in texts("en");
};

function issues(schema: z.ZodType, input: unknown) {
  try {
    parse(schema, input);
  } catch (e) {
    if (e instanceof ApiError && e.code === 422)
      return (e.data as { issues: { path: string; message: string }[] }).issues;
    throw e;
  }
  throw new Error("parsed");
}
const messages = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(issues(schema, input).map((i) => [i.path, i.message]));

describe("parse answers message keys", () => {
  it("a wrongly shaped translations or bed row on a room: invalid_type, not zod's English", () => {
    expect(messages(RoomBodySchema, { translations: [] })).toMatchObject({ translations: "invalid_type" });
    expect(messages(RoomBodySchema, { beds: [[], 1] })).toMatchObject({
      "beds.0": "invalid_type",
      "beds.1": "invalid_type",
    });
    expect(messages(RoomBodySchema, { translations: { en: [] } })).toMatchObject({ "translations.en": "invalid_type" });
    expect(messages(RoomBodySchema, [])).toEqual({ "": "invalid_type" });
  });

  it("each built-in check answers a key (with its bound) that both locales translate", () => {
    const cases: [z.ZodType, unknown, string][] = [
      [z.object({ a: z.string() }), {}, "required"],
      [z.object({ a: z.string() }), { a: 1 }, "invalid_type"],
      [z.object({ a: z.number() }), { a: "x" }, "invalid_number"],
      [z.object({ a: z.string().min(1) }), { a: "" }, "required"],
      [z.object({ a: z.string().min(3) }), { a: "ab" }, "min_string_length:3"],
      [z.object({ a: z.string().max(2) }), { a: "abc" }, "max_string_length:2"],
      [z.object({ a: z.number().min(2) }), { a: 1 }, "min_num:2"],
      [z.object({ a: z.number().max(9) }), { a: 10 }, "max_num:9"],
      [z.object({ a: z.number().positive() }), { a: 0 }, "positive_num"],
      [z.object({ a: z.number().multipleOf(5) }), { a: 7 }, "step:5"],
      [z.object({ a: z.array(z.string()).min(2) }), { a: ["x"] }, "min_items:2"],
      [z.object({ a: z.array(z.string()).max(1) }), { a: ["x", "y"] }, "max_items:1"],
      [z.object({ a: z.email() }), { a: "nope" }, "invalid_email"],
      [z.object({ a: z.url() }), { a: "nope" }, "invalid_url"],
      [z.object({ a: z.iso.date() }), { a: "nope" }, "invalid_date"],
      [z.object({ a: z.enum(["x", "y"]) }), { a: "z" }, "invalid_choice"],
      [z.object({ a: z.literal("x") }), { a: "z" }, "invalid_choice"],
      [z.object({ a: z.union([z.string(), z.number()]) }), { a: [] }, "invalid_type"],
      [z.object({ a: z.string().refine(() => false) }), { a: "x" }, "invalid_type"],
      [z.object({ a: z.string() }).strict(), { a: "x", b: 1 }, "unknown_field"],
    ];
    for (const [schema, input, key] of cases) {
      const found = issues(schema, input);
      expect(
        found.map((i) => i.message),
        JSON.stringify(input),
      ).toEqual([key]);
      expect(known(key), key).toBe(true);
    }
  });

  it("a schema's own message is kept", () => {
    expect(messages(z.object({ a: z.string({ error: "invalid_currency" }) }), { a: 1 })).toEqual({
      a: "invalid_currency",
    });
  });

  it("every key it can answer has its text in both locales", () => {
    expect(BUILT_IN_KEYS.filter((k) => !known(k))).toEqual([]);
  });
});
