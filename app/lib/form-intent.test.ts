import { serializeIntent } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { z } from "@contract/zod";
import { BAD_FORM, conformFieldsValid, readIntent } from "./form-intent";
import { parseForm } from "./validation";

const form = (fields: [string, string | Blob][]) => {
  const fd = new FormData();
  for (const [k, v] of fields) fd.append(k, v);
  return fd;
};

/** What a refusal throws: the 400 the error page reads as "the form could not be read". */
async function refusal(run: () => unknown) {
  try {
    run();
  } catch (thrown) {
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    return { status: res.status, body: await res.json() };
  }
  throw new Error("not refused");
}

describe("Conform's own fields", () => {
  it("accepts every control Conform itself posts", () => {
    const controls = [
      serializeIntent({ type: "validate", payload: { name: "email" } }),
      serializeIntent({ type: "update", payload: { name: "logo", value: "" } }),
      serializeIntent({ type: "reset", payload: {} }),
      serializeIntent({ type: "insert", payload: { name: "beds", defaultValue: { quantity: "1" } as never } }),
      serializeIntent({ type: "remove", payload: { name: "images", index: 2 } }),
      serializeIntent({ type: "reorder", payload: { name: "images", from: 0, to: 1 } }),
    ];
    for (const c of controls) expect(conformFieldsValid(form([["__intent__", c]])), c).toBe(true);
    expect(conformFieldsValid(form([["__state__", JSON.stringify({ validated: {} })]]))).toBe(true);
    expect(conformFieldsValid(form([]))).toBe(true);
  });

  it("refuses what Conform would not post", () => {
    for (const bad of [
      "{",
      "null",
      "1",
      "[]",
      '{"type":"drop","payload":{}}',
      '{"type":"remove","payload":{"name":"images"}}',
      '{"type":"remove","payload":{"name":"images","index":-1}}',
      '{"type":"insert","payload":{"name":7}}',
      '{"type":"validate"}',
    ]) {
      expect(conformFieldsValid(form([["__intent__", bad]])), bad).toBe(false);
    }
    expect(conformFieldsValid(form([["__intent__", new Blob(["x"])]]))).toBe(false);
    expect(conformFieldsValid(form([["__state__", "{"]]))).toBe(false);
    expect(conformFieldsValid(form([["__state__", "[1]"]]))).toBe(false);
    const twice = serializeIntent({ type: "validate", payload: { name: "a" } });
    expect(
      conformFieldsValid(
        form([
          ["__intent__", twice],
          ["__intent__", twice],
        ]),
      ),
    ).toBe(false);
  });
});

describe("readIntent", () => {
  it("gives the offered action, or the default when no button named one", () => {
    expect(readIntent(form([["intent", "save"]]), ["save", "places"])).toBe("save");
    expect(readIntent(form([]), ["save", "places"], "save")).toBe("save");
    expect(readIntent(form([]), [])).toBeUndefined();
    // a hidden field and its button naming the same action
    expect(
      readIntent(
        form([
          ["intent", "updInfo"],
          ["intent", "updInfo"],
        ]),
        ["updInfo"],
      ),
    ).toBe("updInfo");
  });

  it("refuses an action the form does not offer, two different ones, a file, a malformed control", async () => {
    for (const fields of [
      [["intent", "drop"]],
      [["intent", "save"]],
      [
        ["intent", "save"],
        ["intent", "delete"],
      ],
      [["intent", new Blob(["save"])]],
      [["__intent__", "{"]],
    ] as [string, string | Blob][][]) {
      const offered = fields[0]![1] === "save" && fields.length === 1 ? ["delete"] : ["save", "delete"];
      expect(await refusal(() => readIntent(form(fields), offered))).toEqual({
        status: 400,
        body: { reason: BAD_FORM },
      });
    }
  });
});

describe("parseForm and Conform's controls", () => {
  const schema = z.object({ title: z.string(), images: z.array(z.string()).optional() });

  it("still applies a list button posted without scripts", () => {
    const submission = parseForm(
      form([
        ["title", "A"],
        ["images[0]", "a.jpg"],
        ["images[1]", "b.jpg"],
        ["__intent__", serializeIntent({ type: "remove", payload: { name: "images", index: 0 } })],
      ]),
      { schema },
    );
    expect(submission.status).toBeUndefined();
    expect(submission.payload).toEqual({ title: "A", images: ["b.jpg"] });
  });

  it("refuses a malformed control, or a list button on a field that is no list, with the 400", async () => {
    for (const control of ["{", serializeIntent({ type: "remove", payload: { name: "title", index: 0 } })]) {
      const fields: [string, string][] = [
        ["title", "A"],
        ["__intent__", control],
      ];
      expect((await refusal(() => parseForm(form(fields), { schema }))).status).toBe(400);
    }
  });
});
