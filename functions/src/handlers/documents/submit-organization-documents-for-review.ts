import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { submitOrganizationDocumentsForReview } from '../../use-cases/documents/submit-organization-documents-for-review';

export const handler = httpRoute(documentRoutes, 'submitOrganizationDocumentsForReview', ({ caller, org }) =>
  submitOrganizationDocumentsForReview({ caller, org }),
);
