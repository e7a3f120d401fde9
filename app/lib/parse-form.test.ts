// A list posted under its bare name becomes a list (or, for rows, is dropped) before Conform reads
// the form, so a redraw can always draw it.
import { describe, expect, it } from "vitest";
import { z } from "@contract/zod";
import { listFields, withListsIndexed } from "./parse-form";
import { parseForm } from "./validation";
import { CabinSchema } from "~/features/cruises/cabin-form/schema";

const schema = z.object({
  images: z.array(z.string()).max(3).optional(),
  beds: z.array(z.object({ type: z.string() })).default([]),
  vi: z.object({ tags: z.array(z.string()).optional() }).prefault({}),
  name: z.string(),
});

describe("parse-form", () => {
  it("finds a schema's lists through wrappers and objects, and whether they hold rows", () => {
    expect(Object.fromEntries(listFields(schema))).toEqual({
      images: { rows: false },
      beds: { rows: true },
      "vi.tags": { rows: false },
    });
    expect([...listFields(CabinSchema).keys()].sort()).toEqual(["beds", "facilities", "images"]);
  });

  it("puts a bare value after the list's items, drops a bare row, and leaves the form given alone", () => {
    const form = new FormData();
    form.append("images[0]", "a");
    form.append("images", "b");
    form.append("beds", "x");
    form.append("vi.tags", "t");
    form.append("name", "n");
    const out = withListsIndexed(form, schema);
    expect([...out.entries()]).toEqual([
      ["images[0]", "a"],
      ["name", "n"],
      ["images[1]", "b"],
      ["vi.tags[0]", "t"],
    ]);
    expect(form.get("images")).toBe("b");
  });

  it("gives Conform a list to draw back", () => {
    const form = new FormData();
    form.append("images", "/api/v1/files/a.jpg");
    const submission = parseForm(form, { schema });
    expect((submission.payload as { images: unknown }).images).toEqual(["/api/v1/files/a.jpg"]);
    expect(submission.status).toBe("error"); // name is missing: the form shows its message
  });
});
