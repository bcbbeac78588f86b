/**
 * A minimal stand-in for `npm run build:web` (web/dist) for synth tests: the shell with an inline
 * script and style (hashed into the CSP), a hashed asset (the immutable-assets deployment), a prerendered page
 * (the page rewrite) and the SPA fallback — what makes the site stack add every construct a real build does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function writeFakeWebBuild(dir: string): string {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>window.__lunia=1</script><style>body{margin:0}</style></head><body><script type="module" src="/assets/app-1a2b3c.js"></script></body></html>`;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'partners'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page('Lunia'));
  writeFileSync(join(dir, '__spa-fallback.html'), page('Lunia'));
  writeFileSync(join(dir, 'partners/index.html'), page('Partners'));
  writeFileSync(join(dir, 'assets/app-1a2b3c.js'), 'console.log("lunia");\n');
  return dir;
}
