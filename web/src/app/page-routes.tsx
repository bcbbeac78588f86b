import { type LazyPage, lazyPage } from '../lib/lazy-page';
import { paths } from '../paths';

export interface PublicPageRoute {
  path: string;
  /** The module the page's chunk starts from (web/-relative), so the prerenderer can preload its chunks. */
  source: string;
  Page: LazyPage;
}

/**
 * The public pages other than `/` (which is in the first bundle), each loaded on demand so that `/`
 * carries none of their code or text. Every one of them is prerendered (see scripts/prerender.ts).
 */
export const publicPageRoutes: readonly PublicPageRoute[] = [
  {
    path: paths.products,
    source: 'src/features/products/routes/products-page.tsx',
    Page: lazyPage(() => import('../features/products/routes/products-page').then((module) => module.ProductsPage)),
  },
  {
    path: paths.pricing,
    source: 'src/features/pricing/routes/pricing-page.tsx',
    Page: lazyPage(() => import('../features/pricing/routes/pricing-page').then((module) => module.PricingPage)),
  },
  {
    path: paths.bookrx,
    source: 'src/features/product-pages/routes/bookrx-page.tsx',
    Page: lazyPage(() => import('../features/product-pages/routes/bookrx-page').then((module) => module.BookRxPage)),
  },
  {
    path: paths.shift,
    source: 'src/features/product-pages/routes/shift-page.tsx',
    Page: lazyPage(() => import('../features/product-pages/routes/shift-page').then((module) => module.ShiftPage)),
  },
  // /core and /vault carry the beta form, composed in by app/routes/ so that no feature imports another.
  {
    path: paths.core,
    source: 'src/app/routes/core-route.tsx',
    Page: lazyPage(() => import('./routes/core-route').then((module) => module.CoreRoute)),
  },
  {
    path: paths.vault,
    source: 'src/app/routes/vault-route.tsx',
    Page: lazyPage(() => import('./routes/vault-route').then((module) => module.VaultRoute)),
  },
  {
    path: paths.partners,
    source: 'src/app/routes/partners-route.tsx',
    Page: lazyPage(() => import('./routes/partners-route').then((module) => module.PartnersRoute)),
  },
  {
    path: paths.contact,
    source: 'src/app/routes/contact-route.tsx',
    Page: lazyPage(() => import('./routes/contact-route').then((module) => module.ContactRoute)),
  },
  {
    path: paths.press,
    source: 'src/features/press/routes/press-page.tsx',
    Page: lazyPage(() => import('../features/press/routes/press-page').then((module) => module.PressPage)),
  },
  {
    path: paths.legal,
    source: 'src/app/routes/legal-route.tsx',
    Page: lazyPage(() => import('./routes/legal-route').then((module) => module.LegalRoute)),
  },
];

/** Every address that is prerendered, in English (Spanish adds the /es prefix). */
export const prerenderedPaths: readonly string[] = [paths.home, ...publicPageRoutes.map(({ path }) => path)];

/**
 * The prerendered pages that the SPA hydrates as a whole (src/main.tsx) rather than as static HTML with
 * islands (app/islands/). None today: every public page's interactive parts are islands. A page whose
 * parts are not islands yet is listed here, and works as in the SPA (at the SPA's weight).
 */
export const spaHydratedPaths: ReadonlySet<string> = new Set<string>();

/** The lazily loaded page for a router path, if it is one of these. */
export function publicPageFor(pathname: string): PublicPageRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPageRoutes.find(({ path }) => path === normalized);
}
