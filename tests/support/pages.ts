// What a person reads on a page the app answered (no scripts): its visible text.
import { expect } from "vitest";
import { visibleText } from "./browserless";

/** Each of `texts` is on the page, as a person reads it (a refused form's messages, a list's rows). */
export function expectTexts(html: string, texts: string[]) {
  const text = visibleText(html);
  for (const t of texts) expect(text, t).toContain(t);
}
