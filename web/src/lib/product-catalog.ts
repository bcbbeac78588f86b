import type { Module } from '@lunia/shared/domain/constants';
import { paths } from '../paths';
import { siteHost } from './site-host';

export type ProductStatus = 'live' | 'beta' | 'waitlist';

export interface CatalogProduct {
  id: Module;
  path: string;
  status: ProductStatus;
  /** The live products' own sites: `https://<product>.<site host>`, as infra/lib/stage-config.ts derives them. */
  externalSite?: string;
}

/** The four products (spec §1), in the order the site presents them. Names and copy live in `common.products`. */
export const productCatalog: readonly CatalogProduct[] = [
  { id: 'bookrx', path: paths.bookrx, status: 'live', externalSite: `https://bookrx.${siteHost}` },
  { id: 'shift', path: paths.shift, status: 'live', externalSite: `https://shift.${siteHost}` },
  { id: 'core', path: paths.core, status: 'beta' },
  { id: 'vault', path: paths.vault, status: 'waitlist' },
];
