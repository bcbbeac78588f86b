import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { paths } from '../paths';
import { NotFoundPage } from './routes/not-found-page';
import { PublicLayout } from './shell/public-layout';

// Product pages carry the beta form, the API client and the zod/mini schemas: load them on demand.
const CoreRoute = lazy(() => import('./routes/core-route').then((module) => ({ default: module.CoreRoute })));
const VaultRoute = lazy(() => import('./routes/vault-route').then((module) => ({ default: module.VaultRoute })));

/**
 * The site's routes. Features are composed here and in `routes/` (the beta form into the product pages)
 * so that no feature imports another. Routes of later issues are absent on purpose and answer with the
 * 404 page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.core} element={<CoreRoute />} />
        <Route path={paths.vault} element={<VaultRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
