// A short fingerprint of a list the page was drawn from. A form that rewrites the whole list
// sends it back; when the list changed meanwhile (a double submit, another tab), the post is
// refused instead of applied twice.
export function listVersion(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
