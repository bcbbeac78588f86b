import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { replaceDocumentFile } from '../../use-cases/documents/replace-document-file';

export const handler = httpRoute(documentRoutes, 'replaceDocumentFile', ({ caller, params, body }) =>
  replaceDocumentFile({ caller, documentId: params.documentId, file: body }),
);
