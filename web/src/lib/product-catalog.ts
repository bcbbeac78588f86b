import type { Module } from '@lunia/shared/domain/constants';
import { paths } from '../paths';

export type ProductStatus = 'live' | 'beta' | 'waitlist';

export interface CatalogProduct {
  id: Module;
  path: string;
  status: ProductStatus;
}

/** The four products (spec §1), in the order the site presents them. Names and copy live in `common.products`. */
export const productCatalog: readonly CatalogProduct[] = [
  { id: 'bookrx', path: paths.bookrx, status: 'live' },
  { id: 'shift', path: paths.shift, status: 'live' },
  { id: 'core', path: paths.core, status: 'beta' },
  { id: 'vault', path: paths.vault, status: 'waitlist' },
];
