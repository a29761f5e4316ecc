/** Markup helpers of the embedded providers' own pages (framed by the product page, sandboxed). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * A provider page: its stylesheet and script are files of /_embedded/assets (the page policy allows
 * no inline style elements or scripts). `status` lets a provider answer 404 for what it does not know.
 */
export function providerPage({ title, body, stylesheet, script, status = 200, bodyData = {} }: { title: string; body: string; stylesheet: string; script?: string; status?: number; bodyData?: Record<string, string> }): Response {
  const data = Object.entries(bodyData)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/_embedded/assets/${stylesheet}">${script ? `<script src="/_embedded/assets/${script}" defer></script>` : ''}</head><body${data}>${body}</body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}
