/**
 * The stand-in module landing pages (./server.ts): who arrived, or why the link was refused. Plain
 * HTML and inline CSS, no scripts, in the stand-ins' page shell (../html-page.ts).
 */
import { MODULE_NAMES, type OpenableModule } from '@lunia/shared/domain/module-access';
import { escapeHtml, htmlPage } from '../html-page';

/** The landing pages' card is wider than the checkout's, and long values wrap. */
const LANDING_STYLE = `
  main { max-width: 32rem; }
  dl { margin: 0; }
  dd { overflow-wrap: anywhere; }
`;

function page(module: OpenableModule | undefined, title: string, body: string): string {
  const product = module ? MODULE_NAMES[module] : 'Lunia modules';
  return htmlPage(
    `${title} · ${product}`,
    `<p class="note">Local stand-in for ${escapeHtml(product)}: it accepts Lunia's link as the module would (docs/module-access.md).</p>
${body}`,
    LANDING_STYLE,
  );
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
