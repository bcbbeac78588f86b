/**
 * The stand-in module landing pages (./server.ts): who arrived, or why the link was refused. Plain
 * HTML and inline CSS, no scripts, like the Stripe stand-in's checkout page.
 */
import { MODULE_NAMES, type OpenableModule } from '@lunia/shared/domain/module-access';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1b1f24; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
  .note { margin: 0 0 1rem; font-size: 0.875rem; color: #4a5260; }
  dl { display: grid; grid-template-columns: auto 1fr; align-items: baseline; gap: 0.5rem 1rem; margin: 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

function page(module: OpenableModule | undefined, title: string, body: string): string {
  const product = module ? MODULE_NAMES[module] : 'Lunia modules';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} · ${product}`)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="note">Local stand-in for ${escapeHtml(product)}: it accepts Lunia's link as the module would (docs/module-access.md).</p>
${body}
</main>
</body>
</html>
`;
}

export interface Arrival {
  person: { id: string; email: string; name: string };
  organization: { id: string; name: string; role: string } | null;
  modules: string[];
}

export function welcomePage(module: OpenableModule, arrival: Arrival): string {
  const org = arrival.organization;
  const rows: [string, string][] = [
    ['E-mail', arrival.person.email],
    ['Name', arrival.person.name],
    ['Organization', org ? org.name : 'None (own access)'],
    ['Role', org ? org.role : 'Individual'],
    ['Modules', arrival.modules.map((m) => MODULE_NAMES[m as OpenableModule] ?? m).join(', ')],
  ];
  return page(
    module,
    'Signed in',
    `<h1>Welcome to ${escapeHtml(MODULE_NAMES[module])}</h1>
<dl>
${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>`,
  );
}

export function refusedPage(module: OpenableModule | undefined, heading: string, detail: string): string {
  return page(module, heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(detail)}</p>`);
}
