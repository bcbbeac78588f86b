/**
 * The Puerto Rico credential catalogue (issue 27): the credential types Lunia knows with the rules in
 * force, and a super admin's override of the numbers the sources leave uncertain. Part of the route
 * manifest (see ../routes.ts).
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as credentials from '../schemas/credentials';

export const credentialRoutes = {
  listCredentialTypes: r({
    method: 'GET',
    path: '/api/credential-types',
    access: 'user',
    status: 'implemented',
    handler: 'credentials/list-credential-types',
    // Read: the credential rules item (one GetItem).
    needs: ['table:read'],
    summary:
      'Every credential type with its holder, where it is required, its renewal cycle and grace stages in force, en/es names',
    spec: 'issue 27 credential catalogue',
    response: credentials.credentialTypesResponse,
  }),
  updateCredentialRules: r({
    method: 'PUT',
    path: '/api/admin/credential-rules',
    access: 'super-admin',
    status: 'implemented',
    handler: 'credentials/update-credential-rules',
    // Read: the rules item and the caller's name; Put: the rules item and its audit event (one transaction).
    needs: ['table:read', 'table:put'],
    summary: "Override one credential type's renewal cycle and grace stages, or reset it to the catalogue (audited)",
    spec: 'issue 27 credential catalogue (uncertain rules are data)',
    body: credentials.updateCredentialRulesBody,
    response: credentials.updateCredentialRulesResponse,
  }),
} satisfies Record<string, RouteDef>;
