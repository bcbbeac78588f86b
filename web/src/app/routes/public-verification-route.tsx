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

/** /verify/location/<token> (issue 43), loaded on demand like the person's page: a binder's QR code opens it. */
export const LocationVerificationPage = lazyPage(() =>
  import('../../features/verification-links/routes/location-verification-page').then(
    (module) => module.LocationVerificationPage,
  ),
);
