import { lazyPage } from '../../lib/lazy-page';

/**
 * /verify/<token> (issue 27), loaded on demand: a public page that is not prerendered (one per
 * token), so it is not among `publicPageRoutes`, and no other page carries its code.
 */
export const PublicVerificationPage = lazyPage(() =>
  import('../../features/verification-links/routes/public-verification-page').then(
    (module) => module.PublicVerificationPage,
  ),
);
