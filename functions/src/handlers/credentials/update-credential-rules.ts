import { credentialRoutes } from '@lunia/shared/api/routes/credentials';
import { httpRoute } from '../../lib/http/http-route';
import { updateCredentialRules } from '../../use-cases/credentials/update-credential-rules';

export const handler = httpRoute(credentialRoutes, 'updateCredentialRules', ({ caller, body }) =>
  updateCredentialRules({ caller, body }),
);
