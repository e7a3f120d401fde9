import { describe, expect, it } from "vitest";
import { htmlToBlocks, htmlToText, PLAIN_TEXT_FIELD, plainTextFieldsToHtml, textToHtml } from "./rich-text-plain";

// what the editor (rich-text-editor.tsx) writes: paragraphs, hard breaks, lists of <li><p>
const EDITOR_HTML = [
  "<p>Khách sạn gần biển.</p>",
  "<p>Dòng một<br>Dòng hai</p>",
  "<ul><li><p>Hồ bơi</p></li><li><p>Bữa sáng &amp; bữa tối</p></li></ul>",
  "<ol><li><p>Nhận phòng</p></li><li><p>Trả phòng<br>trước 12:00</p></li></ol>",
  '<p>1 &lt; 2 &gt; 0 &amp; "ok"</p>',
  "<ul><li><p>a</p></li></ul><ul><li><p>b</p></li></ul>",
  "<ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol><p>c</p>",
];

describe("rich text as readable text (spec tours-cruises §5)", () => {
  it("reads as text with no markup: paragraphs, line breaks, bullets and numbers", () => {
    const text = htmlToText(EDITOR_HTML.join(""));
    expect(text).not.toMatch(/<\/?[a-z]+>|&[a-z]+;/);
    expect(text).toBe(
      [
        "Khách sạn gần biển.",
        "Dòng một\nDòng hai",
        "- Hồ bơi\n- Bữa sáng & bữa tối",
        "1. Nhận phòng\n2. Trả phòng\n   trước 12:00",
        '1 < 2 > 0 & "ok"',
        "- a",
        "- b",
        "- a",
        "1. b",
        "c",
      ].join("\n\n"),
    );
  });

  it("comes back exactly as the editor wrote it, for each of its shapes", () => {
    for (const html of [...EDITOR_HTML, EDITOR_HTML.join("")]) expect(textToHtml(htmlToText(html)), html).toBe(html);
  });

  it("keeps the words of what it cannot write: headings, quotes, marks, links, nested lists", () => {
    const html =
      '<h3>Tiện ích</h3><blockquote><p>Yên tĩnh</p></blockquote><p><strong>Đậm</strong> và <em>nghiêng</em> <a href="https://x.vn">link</a></p>' +
      "<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul>";
    expect(htmlToText(html)).toBe("Tiện ích\n\nYên tĩnh\n\nĐậm và nghiêng link\n\n- a\n- b");
    const [heading, quote, marked] = htmlToBlocks(html);
    expect(heading).toMatchObject({ kind: "p", heading: true });
    expect(quote).toMatchObject({ kind: "p", quote: true });
    expect(marked).toMatchObject({
      lines: [
        [
          { text: "Đậm", bold: true },
          { text: " và " },
          { text: "nghiêng", italic: true },
          { text: " " },
          { text: "link" },
        ],
      ],
    });
  });

  it("writes what a person types as escaped text in the editor's tags, never as markup", () => {
    expect(textToHtml('<script>alert(1)</script>\n<img src=x onerror="y">')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>&lt;img src=x onerror="y"&gt;</p>',
    );
    expect(textToHtml("Giới thiệu:\n- một\n* hai\n\n3) ba\n\r\n\r\nhết")).toBe(
      "<p>Giới thiệu:</p><ul><li><p>một</p></li><li><p>hai</p></li></ul><ol><li><p>ba</p></li></ol><p>hết</p>",
    );
    expect(textToHtml("  \n\n ")).toBe("");
    // HTML that is no markup to a reader stays text too: a lone "<", an unclosed comment
    expect(htmlToText("<p>a < b</p><!-- x")).toBe("a < b");
  });

  it("turns the fields a form names as text into HTML, and nothing else", () => {
    const form = new FormData();
    form.append("vi.content.general", "Một\n\n- hai");
    form.append("en.content.general", "<p>kept</p>");
    form.append(PLAIN_TEXT_FIELD, "vi.content.general");
    form.append(PLAIN_TEXT_FIELD, "no.such.field");
    plainTextFieldsToHtml(form);
    expect(form.get("vi.content.general")).toBe("<p>Một</p><ul><li><p>hai</p></li></ul>");
    expect(form.get("en.content.general")).toBe("<p>kept</p>");
    expect(form.has(PLAIN_TEXT_FIELD)).toBe(false);
    expect(form.has("no.such.field")).toBe(false);
  });
});
