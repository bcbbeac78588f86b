import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { createOrganizationDocumentUpload } from '../../use-cases/documents/create-organization-document-upload';

export const handler = httpRoute(documentRoutes, 'createOrganizationDocumentUpload', ({ caller, org, body }) =>
  createOrganizationDocumentUpload({
    caller,
    org,
    type: body.type,
    module: body.module,
    file: { fileName: body.fileName, contentType: body.contentType, size: body.size },
    expiresOn: body.expiresOn,
  }),
);
