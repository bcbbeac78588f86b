import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { createDocumentUpload } from '../../use-cases/documents/create-document-upload';

export const handler = httpRoute(documentRoutes, 'createDocumentUpload', ({ caller, body }) =>
  createDocumentUpload({
    caller,
    type: body.type,
    module: body.module,
    file: { fileName: body.fileName, contentType: body.contentType, size: body.size },
    expiresOn: body.expiresOn,
  }),
);
