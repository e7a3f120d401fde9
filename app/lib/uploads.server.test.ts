// A crop's JPEG quality (hotels-bikes-transport §5 "Bike form": 0.7; 0.8 unless said): the same
// picture cropped at 0.7 is a smaller file than at the default, both at the crop's size. A phone
// photo is made what the marketplace stores (spec §9): under 1 MB, upright, no metadata.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageFacts, noiseJpeg, phonePhoto } from "../../tests/support/images";
import { IMAGE_MAX_BYTES, prepareUpload, STORED_IMAGE_MAX_BYTES, type Crop } from "./uploads.server";

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

describe(
  "a phone photo (6 MB, 4000 × 3000 stored sideways with EXIF orientation 6, GPS tags)",
  { timeout: 60_000 },
  () => {
    const file = (bytes: Buffer, name = "IMG_0001.jpg") =>
      new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
    // every crop a form asks (spec tours-cruises §5 "Images", hotels-bikes-transport §5), and none
    const crops: [string, Crop | undefined][] = [
      ["a tour's 1200:628", { width: 1200, height: 628 }],
      ["a cruise's 1.6", { width: 1280, height: 800 }],
      ["a hotel's 1.328125 at 0.7", { width: 1360, height: 1024, quality: 0.7 }],
      ["a bike option's square", { width: 400, height: 400 }],
      ["a vehicle's 700:466", { width: 700, height: 466 }],
      ["no crop (a logo, a cabin)", undefined],
    ];

    it.each(crops)("is stored under 1 MB, upright, without metadata: %s", async (_, crop) => {
      const photo = await phonePhoto();
      const before = await imageFacts(photo);
      expect(before.bytes).toBeGreaterThanOrEqual(6 * 1024 * 1024);
      expect([before.width, before.height, before.orientation, before.gps, before.upright]).toEqual([
        4000,
        3000,
        6,
        true,
        false,
      ]);
      const prepared = await prepareUpload(file(photo), "image", crop);
      if (!prepared.ok) throw new Error(prepared.error);
      const after = await imageFacts(Buffer.from(prepared.bytes));
      expect(after.bytes).toBeLessThan(STORED_IMAGE_MAX_BYTES);
      expect(after.format).toBe("jpeg");
      expect(after.orientation).toBeUndefined();
      expect(after.gps).toBe(false);
      expect(after.metadata).toEqual({ exif: false, xmp: false, iptc: false });
      expect(after.upright).toBe(true);
      if (crop) expect(after.width / after.height).toBeCloseTo(crop.width / crop.height, 2);
      else expect(after.width / after.height).toBeCloseTo(3 / 4, 2); // the portrait it is, seen upright
    });

    it("a detailed JPEG that stays over 1 MB at the form's quality is stored under it, its shape kept", async () => {
      const sharpPhoto = await noiseJpeg(2 * 1024 * 1024); // noise at full resolution: no resize smooths it
      const { width, height } = await sharp(sharpPhoto).metadata();
      expect(Math.max(width, height)).toBeLessThanOrEqual(2048); // kept at its size, so the encoder must give
      const prepared = await prepareUpload(file(sharpPhoto), "image");
      if (!prepared.ok) throw new Error(prepared.error);
      expect(prepared.bytes.byteLength).toBeLessThan(STORED_IMAGE_MAX_BYTES);
      const after = await sharp(Buffer.from(prepared.bytes)).metadata();
      expect(after.width / after.height).toBeCloseTo(width / height, 2);
    });

    it("a PNG over 1 MB is made a PNG under it, its transparency kept", async () => {
      const [w, h] = [1200, 1200];
      const px = randomBytes(w * h * 4); // noise: it hardly compresses
      for (let i = 3; i < px.length; i += 4) px[i] = i % 8 === 3 ? 0 : 255;
      const png = await sharp(px, { raw: { width: w, height: h, channels: 4 } })
        .png()
        .toBuffer();
      expect(png.length).toBeGreaterThan(STORED_IMAGE_MAX_BYTES);
      const prepared = await prepareUpload(new File([new Uint8Array(png)], "logo.png"), "image");
      if (!prepared.ok) throw new Error(prepared.error);
      expect(prepared.bytes.byteLength).toBeLessThan(STORED_IMAGE_MAX_BYTES);
      const meta = await sharp(Buffer.from(prepared.bytes)).metadata();
      expect([meta.format, meta.hasAlpha]).toEqual(["png", true]);
    });

    it("over 20 MB, or more pixels than a 50 MP photo, is refused as too large; not an image, as such", async () => {
      const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
      const huge = Buffer.concat([jpegHead, Buffer.alloc(IMAGE_MAX_BYTES, 0x11)]);
      expect(await prepareUpload(file(huge), "image")).toEqual({ ok: false, error: "image_too_large" });
      // a few bytes that declare 10,000 × 10,000 (100 MP): refused from its header, never decoded
      const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer();
      const sof = bomb.indexOf(Buffer.from([0xff, 0xc0]));
      bomb.writeUInt16BE(10_000, sof + 5);
      bomb.writeUInt16BE(10_000, sof + 7);
      expect((await sharp(bomb).metadata()).width).toBe(10_000);
      expect(await prepareUpload(file(bomb), "image")).toEqual({ ok: false, error: "image_too_large" });
      expect(await prepareUpload(file(Buffer.from("GIF89a....")), "image")).toEqual({
        ok: false,
        error: "only_jpg_png",
      });
      const broken = Buffer.concat([jpegHead, Buffer.alloc(1000, 0x42)]);
      expect(await prepareUpload(file(broken), "image")).toEqual({ ok: false, error: "invalid_image" });
    });
  },
);
