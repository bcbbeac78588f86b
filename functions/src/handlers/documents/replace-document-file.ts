import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { replaceDocumentFile } from '../../use-cases/documents/replace-document-file';

export const handler = httpRoute(documentRoutes, 'replaceDocumentFile', ({ caller, event, params, body }) =>
  replaceDocumentFile({
    caller,
    documentId: params.documentId,
    activeOrgId: requestedOrgId(event),
    file: body,
    expiresOn: body.expiresOn,
  }),
);
