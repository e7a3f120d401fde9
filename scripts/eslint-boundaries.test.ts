import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusal } from "./eslint-boundaries.mjs";

const at = (file: string) => path.resolve(import.meta.dirname, "..", file);

describe("import boundaries", () => {
  it("keeps app and marketplace apart, both free to use contract/", () => {
    expect(refusal(at("app/lib/x.ts"), "../../marketplace/db/schema")).toMatch(/over HTTP/);
    expect(refusal(at("marketplace/tours/routes.ts"), "~/lib/money")).toMatch(/may not import app/);
    expect(refusal(at("marketplace/tours/routes.ts"), "../../app/lib/money")).toMatch(/may not import app/);
    expect(refusal(at("app/lib/x.ts"), "@contract/money")).toBeNull();
    expect(refusal(at("marketplace/tours/routes.ts"), "@contract/money")).toBeNull();
    expect(refusal(at("app/lib/marketplace.server.ts"), "./marketplace.server")).toBeNull();
  });

  it("keeps contract/ pure", () => {
    expect(refusal(at("contract/money.ts"), "zod")).toBeNull();
    expect(refusal(at("contract/money.ts"), "./booking-money")).toBeNull();
    expect(refusal(at("contract/money.ts"), "node:fs")).toMatch(/pure/);
    expect(refusal(at("contract/money.ts"), "kysely")).toMatch(/pure/);
    expect(refusal(at("contract/money.ts"), "~/lib/money")).toMatch(/may not import app/);
  });

  it("lets a feature reach another only through its index", () => {
    expect(refusal(at("app/features/tours/a.ts"), "~/features/places/api.server")).toMatch(
      /through ~\/features\/places/,
    );
    expect(refusal(at("app/features/tours/a.ts"), "../places/api.server")).toMatch(/through/);
    expect(refusal(at("app/features/tours/a.ts"), "~/features/places")).toBeNull();
    expect(refusal(at("app/features/tours/a.ts"), "~/features/places/index")).toBeNull();
    // its server half (loaders' and actions' helpers), kept out of the browser's index
    expect(refusal(at("app/features/tours/a.server.ts"), "~/features/places/index.server")).toBeNull();
    expect(refusal(at("app/features/tours/sub/a.ts"), "../schema")).toBeNull();
    expect(refusal(at("app/routes/x.tsx"), "~/features/places/api.server")).toBeNull();
  });
});
