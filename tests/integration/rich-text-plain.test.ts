// A content field without scripts (spec tours-cruises §5: content is rich text): the hotel and bike
// forms show readable text, never markup; what is typed (paragraphs, lists) is stored as the editor's
// HTML, anything that looks like a tag stays text; an unchanged form saves the content unchanged.
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken } from "../support/api";
import { serverForThisFile } from "../support/server";
import { type Browserless, decodeEntities, loggedIn, marketplaceCall, pageForm } from "../support/browserless";

const server = serverForThisFile();
let token: string;
const api = (method: string, p: string, body?: unknown) => marketplaceCall(server.url, method, p, body, token);

const decode = decodeEntities;
/** What the supplier reads in a textarea of the page. */
const textareaOf = (html: string, name: string) => {
  const m = new RegExp(`<textarea\\b[^>]*name="${name.replace(/\./g, "\\.")}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html);
  return m ? decode(m[1]!) : null;
};

const TYPED =
  "Gần hồ Xuân Hương.\nMở cửa mỗi ngày.\n\n- Bữa sáng & trà\n- Xe đưa đón\n\n1. Nhận\n2. Trả\n\n<b>không</b> <script>x</script>";
const STORED =
  "<p>Gần hồ Xuân Hương.<br />Mở cửa mỗi ngày.</p><ul><li><p>Bữa sáng &amp; trà</p></li><li><p>Xe đưa đón</p></li></ul>" +
  "<ol><li><p>Nhận</p></li><li><p>Trả</p></li></ol><p>&lt;b&gt;không&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;</p>";
// the marketplace may write a line break as <br> or <br />: compared without that difference
const same = (html: string) => html.replace(/<br\s*\/?>/g, "<br />");

const KINDS = [
  { kind: "hotel", list: "hotel/hotel?perPage=1", form: "hotel", field: "content.general", stored: "content" },
  { kind: "bike", list: "bike/bike?perPage=1", form: "bike", field: "content.overview", stored: "overview" },
] as const;

beforeAll(async () => {
  token = await apiToken(server.url, "supplier@demo.vn");
});

describe("a content field without scripts", () => {
  for (const k of KINDS) {
    it(`${k.kind}: shows text, stores what is typed as the editor's HTML, and an unchanged save keeps it`, async () => {
      const b: Browserless = await loggedIn(server.url);
      const id = (await api("GET", k.list)).body.data.docs[0]._id as string;
      const read = async () => {
        const rec = (await api("GET", `${k.kind}/${k.kind}/${id}`)).body.data;
        return String(k.kind === "bike" ? (rec.content?.[k.stored] ?? rec[k.stored]) : rec[k.stored]);
      };
      const page = `/${k.kind}/action/${id}`;

      const edit = await b.get(page);
      const shown = textareaOf(edit.html, `vi.${k.field}`);
      expect(shown, "the Vietnamese content is a textarea").not.toBeNull();
      expect(shown).not.toMatch(/<\/?(p|ul|li|br|strong)\b/);
      expect(shown!.length).toBeGreaterThan(0);

      const saved = await b.post(page, pageForm(edit.html, { [`vi.${k.field}`]: TYPED, intent: "save" }, k.form));
      expect(saved.url, "saved, back to the list").toBe(`/${k.kind}`);
      expect(same(await read())).toBe(same(STORED));

      // read back as it was typed (what looked like tags is text), and saved again unchanged
      const again = await b.get(page);
      expect(textareaOf(again.html, `vi.${k.field}`)).toBe(TYPED);
      await b.post(page, pageForm(again.html, { intent: "save" }, k.form));
      expect(same(await read())).toBe(same(STORED));
    });
  }
});
