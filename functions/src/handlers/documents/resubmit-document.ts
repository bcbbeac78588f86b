import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { resubmitDocument } from '../../use-cases/documents/resubmit-document';

export const handler = httpRoute(documentRoutes, 'resubmitDocument', ({ caller, params, body }) =>
  resubmitDocument({ caller, documentId: params.documentId, file: body }),
);
