// Rich text as readable text and back (spec tours-cruises §5 "Tour": content is rich text). Without
// scripts a content field edits text, never markup: paragraphs are separated by a blank line, a line
// break inside one is a line break, "- " starts a bulleted item and "1. " a numbered one. What the
// editor makes of these (<p>, <br>, <ul>/<ol> of <li><p>) comes back exactly; headings, quotes, bold,
// italic, underline, strike and links keep their words only, and a nested list is flattened.
// Pure and small (no sanitize-html): the field draws it in the browser too; the HTML it writes holds
// only escaped text in those tags, and the save still cleans it (html.server.ts).

/** A run of text with its marks, as the formatted preview shows it. */
export type Run = { text: string; bold?: boolean; italic?: boolean; underline?: boolean; strike?: boolean };
/** A line of runs. */
export type Line = Run[];
/** A paragraph (a heading or a quote is one, marked), or a list of items of lines. */
export type Block =
  { kind: "p"; lines: Line[]; heading?: boolean; quote?: boolean } | { kind: "ul" | "ol"; items: Line[][] };

/** The hidden field naming a field posted as text (the field draws it beside its textarea). */
export const PLAIN_TEXT_FIELD = "plain_text_of";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? all;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const MARKS: Record<string, keyof Omit<Run, "text">> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  s: "strike",
};
const PARAGRAPHS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "div", "pre"]);
// a tag, a comment, a lone "<" (text), or text
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<|[^<]+/gi;

/** The blocks of some HTML: what the preview draws and the text is written from. */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const marks: Partial<Record<keyof Omit<Run, "text">, number>> = {};
  let list: Extract<Block, { kind: "ul" | "ol" }> | null = null;
  let depth = 0; // lists open (a nested one is flattened into the outer)
  let block = null as Line[] | null; // the lines being filled: a paragraph's or a list item's
  let quotes = 0; // quotes open: their paragraphs are marked
  const open = (para?: { heading?: boolean; quote?: boolean }) => {
    if (list) {
      if (!block) list.items.push((block = [[]]));
      else if (block[block.length - 1]!.length) block.push([]); // a second paragraph in an item: a new line
      return;
    }
    const p: Block = { kind: "p", lines: [[]], ...para, ...(quotes ? { quote: true } : {}) };
    blocks.push(p);
    block = p.lines;
  };
  for (const [token, closing, rawName] of html.matchAll(TOKEN)) {
    const name = rawName?.toLowerCase();
    if (token.startsWith("<!--")) continue;
    if (!name) {
      const text = decode(token).replace(/\s+/g, " ");
      if (!text.trim() && (!block || !block[block.length - 1]!.length)) continue;
      if (!block) open();
      const line = block![block!.length - 1]!;
      const run: Run = { text: line.length ? text : text.trimStart() };
      for (const [k, n] of Object.entries(marks)) if (n) run[k as keyof typeof marks] = true;
      if (run.text) line.push(run);
    } else if (name === "br") {
      if (!block) open();
      block!.push([]);
    } else if (MARKS[name]) {
      marks[MARKS[name]] = Math.max(0, (marks[MARKS[name]] ?? 0) + (closing ? -1 : 1));
    } else if (name === "ul" || name === "ol") {
      if (closing) {
        depth = Math.max(0, depth - 1);
        if (!depth) list = null;
      } else if (!depth++) blocks.push((list = { kind: name, items: [] }));
      block = null;
    } else if (name === "li") {
      block = null;
      if (!closing && list) open();
    } else if (name === "blockquote") {
      quotes = Math.max(0, quotes + (closing ? -1 : 1));
      if (!list) block = null;
    } else if (PARAGRAPHS.has(name)) {
      if (closing) {
        if (!list) block = null;
      } else open(name[0] === "h" ? { heading: true } : {});
    }
  }
  return tidy(blocks);
}

/** Lines trimmed at their ends, empty lines at a block's ends and empty blocks dropped. */
function tidy(blocks: Block[]): Block[] {
  const trimLine = (line: Line): Line => {
    const out = line.map((r) => ({ ...r }));
    if (out.length) out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
    return out.filter((r) => r.text);
  };
  const trimLines = (lines: Line[]) => {
    const out = lines.map(trimLine);
    while (out.length && !out[0]!.length) out.shift();
    while (out.length && !out[out.length - 1]!.length) out.pop();
    return out;
  };
  const out: Block[] = [];
  for (const b of blocks) {
    if (b.kind === "p") {
      const lines = trimLines(b.lines);
      if (lines.length) out.push({ ...b, lines });
    } else {
      const items = b.items.map(trimLines).filter((i) => i.length);
      if (items.length) out.push({ kind: b.kind, items });
    }
  }
  return out;
}

const lineText = (line: Line) => line.map((r) => r.text).join("");

/** HTML as the text a person edits without scripts. */
export function htmlToText(html: string): string {
  return htmlToBlocks(html ?? "")
    .map((b) =>
      b.kind === "p"
        ? b.lines.map(lineText).join("\n")
        : b.items
            .map((item, i) => `${b.kind === "ul" ? "- " : `${i + 1}. `}${item.map(lineText).join("\n   ")}`)
            .join("\n"),
    )
    .join("\n\n");
}

const BULLET = /^\s*[-*•]\s+/;
const NUMBER = /^\s*\d{1,3}[.)]\s+/;

/** Text as the editor's HTML: paragraphs, line breaks and lists, every character escaped. */
export function textToHtml(text: string): string {
  const html: string[] = [];
  const groups = (text ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .filter((g) => g.trim());
  for (const group of groups) {
    let para: string[] = [];
    let list: { kind: "ul" | "ol"; items: string[][] } | null = null;
    const flush = () => {
      if (para.length) html.push(`<p>${para.map(escape).join("<br>")}</p>`);
      if (list) {
        const items = list.items.map((lines) => `<li><p>${lines.map(escape).join("<br>")}</p></li>`);
        html.push(`<${list.kind}>${items.join("")}</${list.kind}>`);
      }
      para = [];
      list = null;
    };
    for (const raw of group.split("\n").filter((l) => l.trim())) {
      const kind = BULLET.test(raw) ? "ul" : NUMBER.test(raw) ? "ol" : null;
      const line = raw.replace(kind === "ul" ? BULLET : kind === "ol" ? NUMBER : /^$/, "").trim();
      if (kind) {
        if (para.length || (list && list.kind !== kind)) flush();
        list ??= { kind, items: [] };
        list.items.push([line]);
      } else if (list && /^\s/.test(raw)) {
        list.items[list.items.length - 1]!.push(line); // an indented line continues the item
      } else {
        if (list) flush();
        para.push(line);
      }
    }
    flush();
  }
  return html.join("");
}

/**
 * The fields a form posted as text (named by PLAIN_TEXT_FIELD) turned into HTML in place; the
 * marker fields leave the form. A name that is no field of the form changes nothing.
 */
export function plainTextFieldsToHtml(form: FormData | URLSearchParams) {
  const names = form.getAll(PLAIN_TEXT_FIELD);
  form.delete(PLAIN_TEXT_FIELD);
  for (const name of new Set(names)) {
    if (typeof name !== "string" || !form.has(name)) continue;
    const value = form.get(name);
    if (typeof value === "string") form.set(name, textToHtml(value));
  }
  return form;
}
