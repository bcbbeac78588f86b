import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { submitDocumentsForReview } from '../../use-cases/documents/submit-documents-for-review';

export const handler = httpRoute(documentRoutes, 'submitDocumentsForReview', ({ caller }) =>
  submitDocumentsForReview({ caller }),
);
