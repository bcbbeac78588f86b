import type { Module } from '@lunia/shared/domain/constants';
import { paths } from '../paths';

export type ProductStatus = 'live' | 'beta' | 'waitlist';

export interface CatalogProduct {
  id: Module;
  path: string;
  status: ProductStatus;
  /** The live products' own sites (placeholder domain until launch). */
  externalSite?: string;
}

/** The four products (spec §1), in the order the site presents them. Names and copy live in `common.products`. */
export const productCatalog: readonly CatalogProduct[] = [
  { id: 'bookrx', path: paths.bookrx, status: 'live', externalSite: 'https://bookrx.lunia.example' },
  { id: 'shift', path: paths.shift, status: 'live', externalSite: 'https://shift.lunia.example' },
  { id: 'core', path: paths.core, status: 'beta' },
  { id: 'vault', path: paths.vault, status: 'waitlist' },
];
