// What choosing photos says before the save (chosen-photos.tsx): what the save does with them, and
// which of them the server would refuse (a photo over 20 MB, more than one save takes).
import { describe, expect, it } from "vitest";
import { chosenPhotosHints } from "./chosen-photos";

const MB = 1024 * 1024;

describe("chosenPhotosHints", () => {
  it("says nothing before a choice", () => {
    expect(chosenPhotosHints([], 0, "en")).toEqual([]);
  });

  it("names a 6 MB phone photo and what the save does with it", () => {
    const hints = chosenPhotosHints([{ name: "IMG_0001.JPG", size: 6.3 * MB }], 6.3 * MB, "en");
    expect(hints).toEqual([{ key: "common:upload.chosen", values: { files: "IMG_0001.JPG", size: "6.3 MB" } }]);
    expect(chosenPhotosHints([{ name: "a.jpg", size: 6.3 * MB }], 6.3 * MB, "vi")[0]!.values.size).toBe("6,3 MB");
  });

  it("names a photo over 20 MB, and files over the 64 MB one save takes", () => {
    const chosen = [
      { name: "a.jpg", size: 21 * MB },
      { name: "b.jpg", size: 20 * MB },
      { name: "c.jpg", size: 8 * MB },
      { name: "d.jpg", size: 8 * MB },
    ];
    const hints = chosenPhotosHints(chosen, 70 * MB, "en");
    expect(hints.map((h) => h.key)).toEqual([
      "common:upload.chosen",
      "common:upload.chosenTooLarge",
      "common:upload.chosenTooMuch",
    ]);
    expect(hints[0]!.values.files).toBe("a.jpg, b.jpg, c.jpg, … (4)");
    expect(hints[1]!.values).toEqual({ name: "a.jpg" });
    expect(hints[2]!.values).toEqual({ size: "70 MB", max: 64 });
  });
});
