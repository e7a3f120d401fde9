// The text helpers behind spec tours-cruises §5 "Tour" and the commission rule of §7, both sides
// of each bound; the whole forms are exercised over HTTP in tests/integration/marketplace-tours*.
import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { checkCommission } from "./checks";
import { plainText, sanitizeRich, textLength } from "./text";

const commission = (type: string, value: number | undefined, price?: number) => {
  const result = z
    .any()
    .superRefine((_v, ctx) => checkCommission(ctx, [], type, value, price))
    .safeParse(null);
  return result.success ? "ok" : result.error.issues.map((i) => i.message).join(",");
};

describe("text", () => {
  it("counts what the reader sees: tags do not count, entities count once", () => {
    expect(textLength("<p><strong>abc</strong></p>")).toBe(3);
    expect(textLength("<p>a &amp; b</p>")).toBe(5);
    expect(textLength("<p> </p>")).toBe(0);
  });
  it("keeps the allowed tags and safe links only", () => {
    expect(
      sanitizeRich(
        '<h3 class="x">T</h3><a href="mailto:a@b.vn" onclick="x()">m</a><a href="data:text/html,x">d</a><script>1</script>',
      ),
    ).toBe('<h3>T</h3><a href="mailto:a@b.vn">m</a><a>d</a>');
  });
  it("plain text loses its tags but keeps its characters", () => {
    expect(plainText("Tour <i>A</i> & B < C<style>p{}</style>")).toBe("Tour A & B < C");
  });
  it("plain text stays inert when its markup arrives as entities", () => {
    expect(plainText("&lt;img src=x onerror=alert(1)&gt;Người lớn")).toBe("Người lớn");
    expect(plainText("&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; a &lt; b")).toBe("bold a < b");
    expect(plainText("1 < 2 > 0")).toBe("1 < 2 > 0");
  });
});

describe("commission in stored form (spec §7)", () => {
  it("percent 0-99 (entered 1-100)", () => {
    expect(commission("percent", 0)).toBe("ok");
    expect(commission("percent", 99)).toBe("ok");
    expect(commission("percent", 100)).toBe("commission_percent_error");
    expect(commission("percent", -1)).toBe("commission_percent_error");
  });
  it("net 0 up to the price", () => {
    expect(commission("net", 500, 500)).toBe("ok");
    expect(commission("net", 501, 500)).toBe("commission_net_error");
    expect(commission("net", undefined, 500)).toBe("required");
    expect(commission("tip", 1, 500)).toBe("invalid_choice");
  });
});
