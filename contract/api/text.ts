// How the marketplace cleans the texts it stores (spec tours-cruises §5 "Tour": rich content with a
// fixed set of tags, every other text plain) and how a length is counted: what the reader sees.
// sanitize-html is pure but large: import these from server code, never into the browser bundle.
import sanitizeHtml from "sanitize-html";
import { visibleText } from "../input";

const RICH: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};
const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/**
 * Rich text (content): only the allowed tags and link schemes survive, invisible characters do not;
 * markup with no visible text (`<p>\u200b</p>`) is empty.
 */
export const sanitizeRich = (html: string) => {
  const clean = sanitizeHtml(visibleText(html), RICH).trim();
  return plainText(clean) ? clean : "";
};
const stripTags = (s: string) => sanitizeHtml(s, { allowedTags: [], allowedAttributes: {} });
/**
 * Plain text: every tag (and a script's or style's content) dropped, entities read back — and
 * dropped again until nothing changes, so `&lt;img onerror…&gt;` cannot come back as live
 * markup: what is stored is inert text ("A & B < C" stays as it is).
 */
export const plainText = (s: string) => {
  let text = visibleText(s);
  for (let i = 0; i < 5; i++) {
    const next = visibleText(decode(stripTags(text)));
    if (next === text) return text;
    text = next;
  }
  return text.replace(/[<>]/g, "").trim(); // still unfolding after five rounds: no angle brackets at all
};
/** spec §5 counts what the reader sees: the text without its tags. */
export const textLength = (html: string) => plainText(html).length;
