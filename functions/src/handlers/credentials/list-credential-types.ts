import { credentialRoutes } from '@lunia/shared/api/routes/credentials';
import { httpRoute } from '../../lib/http/http-route';
import { listCredentialTypes } from '../../use-cases/credentials/list-credential-types';

export const handler = httpRoute(credentialRoutes, 'listCredentialTypes', () => listCredentialTypes());
