import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { requestedOrgId } from '../../lib/http/request-context';
import { resubmitDocument } from '../../use-cases/documents/resubmit-document';

export const handler = httpRoute(documentRoutes, 'resubmitDocument', ({ caller, event, params, body }) =>
  resubmitDocument({
    caller,
    documentId: params.documentId,
    activeOrgId: requestedOrgId(event),
    file: body,
    expiresOn: body.expiresOn,
  }),
);
