import { documentRoutes } from '@lunia/shared/api/routes/documents';
import { httpRoute } from '../../lib/http/http-route';
import { listMyDocuments } from '../../use-cases/documents/list-my-documents';

export const handler = httpRoute(documentRoutes, 'listMyDocuments', ({ caller }) => listMyDocuments({ caller }));
