/**
 * The e-mail suppression list (issue 26). Part of the admin area of the route manifest (see ./admin.ts
 * and ../routes.ts); a group of its own so its handler bundles only its schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as mail from '../schemas/admin-mail';

export const adminMailRoutes = {
  listEmailSuppressions: r({
    method: 'GET',
    path: '/api/admin/email-suppressions',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-email-suppressions',
    needs: ['table:read'],
    summary: 'Addresses no e-mail goes to: SES reported a hard bounce or a complaint (newest first)',
    spec: 'issue 26 e-mail deliverability',
    query: mail.emailSuppressionsQuery,
    response: mail.emailSuppressionsResponse,
  }),
  deleteEmailSuppression: r({
    method: 'DELETE',
    path: '/api/admin/email-suppressions/{email}',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/delete-email-suppression',
    // Read: the entry and the caller's name; Delete: the entry; Put: the audit event (one transaction).
    needs: ['table:read', 'table:delete', 'table:put'],
    summary: 'Lift an address from the suppression list, so the product mails it again (audited)',
    spec: 'issue 26 e-mail deliverability',
    response: mail.deleteEmailSuppressionResponse,
  }),
} satisfies Record<string, RouteDef>;
