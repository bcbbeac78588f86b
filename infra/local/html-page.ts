/**
 * The page shell of the local stand-ins' own HTML pages: the Stripe stand-in's checkout and billing
 * portal (stripe/checkout-page.ts, stripe/portal-page.ts) and the module landing pages
 * (modules/pages.ts). Plain HTML and inline CSS, no scripts: one centred card, a small type scale,
 * definition lists, buttons and links with a visible focus ring. A page adds its own rules after these.
 */

/** The text as HTML content or a quoted attribute value. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1f24; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
  .note { margin: 0 0 1rem; font-size: 0.875rem; color: #4a5260; }
  dl { display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .amount { font-size: 1.25rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; border-radius: 8px; cursor: pointer;
           border: 1px solid #1b1f24; background: #fff; color: #1b1f24; }
  button.primary { background: #0a4fa3; border-color: #0a4fa3; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #e0a100; outline-offset: 2px; }
  a { color: #0a4fa3; }
`;

/** A whole page: `title` is text (escaped here), `body` is the HTML inside `<main>`, `style` extra CSS. */
export function htmlPage(title: string, body: string, style = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
