// A crop's JPEG quality (hotels-bikes-transport §5 "Bike form": 0.7; 0.8 unless said): the same
// picture cropped at 0.7 is a smaller file than at the default, both at the crop's size.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareUpload } from "./uploads.server";

describe("prepareUpload crops at the quality asked", () => {
  it("0.7 for a bike image, 0.8 by default", async () => {
    const noise = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const jpeg = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const file = () => new File([new Uint8Array(jpeg)], "a.jpg", { type: "image/jpeg" });
    const low = await prepareUpload(file(), "image", { width: 340, height: 256, quality: 0.7 });
    const usual = await prepareUpload(file(), "image", { width: 340, height: 256 });
    if (!low.ok || !usual.ok) throw new Error("refused");
    expect(low.bytes.byteLength).toBeLessThan(usual.bytes.byteLength);
    const meta = await sharp(Buffer.from(low.bytes)).metadata();
    expect([meta.width, meta.height]).toEqual([340, 256]);
  });
});
