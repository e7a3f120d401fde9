// Rich text from the marketplace (help articles, later tour content) is sanitised on the
// server before it is stored or shown: a fixed allowlist, no scripts, no event handlers.
import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "hr",
    "code",
    "pre",
    "span",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export const sanitizeHtml = (html: string) => sanitize(html ?? "", OPTIONS);
