/**
 * Admin review of people's new legal names (issue 38). Part of the admin area of the route manifest
 * (see ./admin.ts and ../routes.ts); a group of its own so a handler bundles only its schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { decisionReasonBody } from '../schemas/admin-organizations';
import * as names from '../schemas/name-changes';

export const adminNameChangeRoutes = {
  listNameChanges: r({
    method: 'GET',
    path: '/api/admin/name-changes',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-name-changes',
    needs: ['table:read'],
    summary: 'People whose new legal name waits for review, oldest request first, with the name on file',
    spec: 'issue 38 identity locks at the first approved credential',
    query: names.nameChangesQuery,
    response: names.nameChangesResponse,
  }),
  approveNameChange: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/name-change/approve',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/approve-name-change',
    // Update: the held names applied; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "Approve a person's held new legal name: it becomes their name; they are e-mailed",
    spec: 'issue 38 identity locks at the first approved credential',
    response: names.nameChangeDecisionResponse,
  }),
  rejectNameChange: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/name-change/reject',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/reject-name-change',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "Reject a person's held new legal name, with a reason: the name on file stays; they are e-mailed",
    spec: 'issue 38 identity locks at the first approved credential',
    body: decisionReasonBody,
    response: names.nameChangeDecisionResponse,
  }),
} satisfies Record<string, RouteDef>;
