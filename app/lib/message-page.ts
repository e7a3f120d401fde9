// A page of its own for a refusal written before (or without) the app's render: a code, a title, a
// text and one link, in the visitor's language (its texts come from locales/). The server's refusals
// (413, cross-site 403) and the bookings CSV's "too many exports" (429) use it.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type MessagePage = {
  lng: string;
  code: string;
  title: string;
  text: string;
  link: { href: string; label: string };
};

export function messagePage({ lng, code, title, text, link }: MessagePage): string {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f8f9fa;color:#212529;margin:0;padding:48px 16px}` +
    `main{max-width:520px;margin:0 auto;background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px}p.code{color:#868e96;font-weight:600;margin:0}` +
    `h1{font-size:1.5rem;margin:8px 0}a{color:#1c7ed6}</style></head><body><main data-testid="error-page"><p class="code">${escapeHtml(code)}</p>` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></main></body></html>`
  );
}
