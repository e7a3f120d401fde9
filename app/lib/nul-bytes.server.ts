/**
 * React 18's renderToPipeableStream can end a chunk with NUL bytes where a multi-byte character
 * (Vietnamese!) did not fit its buffer (facebook/react#24985, fixed after 18.3). The page never
 * holds a legitimate NUL, so they are dropped on the way out — by slices between them (native
 * indexOf/concat), not a callback per byte (which costs ~12 % of a list page's CPU).
 */
export function withoutNulBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = html.indexOf(0);
  if (at < 0) return html;
  const parts: Buffer[] = [];
  let start = 0;
  while (at >= 0) {
    if (at > start) parts.push(html.subarray(start, at));
    start = at + 1;
    at = html.indexOf(0, start);
  }
  parts.push(html.subarray(start));
  return Buffer.concat(parts) as Buffer<ArrayBuffer>;
}
