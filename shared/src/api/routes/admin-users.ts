/**
 * Admin users: lists, one user's details, BookRx final approval. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts); a group of
 * its own so a handler bundles only the schemas its group uses.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as admin from '../schemas/admin';
import { pageQuery } from '../schemas/common';

export const adminUserRoutes = {
  listAdminUsers: r({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-admin-users',
    needs: ['table:read'],
    summary:
      'Users with role, status and module (who can open it now) filters and prefix search by name, e-mail or LUNIA ID',
    spec: 'portal-and-admin §2 /admin/users, §7 admin lists',
    query: admin.adminUsersQuery,
    response: admin.adminUserListResponse,
  }),
  listAwaitingFinalApproval: r({
    method: 'GET',
    path: '/api/admin/users/awaiting-approval',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-awaiting-final-approval',
    needs: ['table:read'],
    summary: 'Users eligible for BookRx final approval',
    spec: 'portal-and-admin §4 admin final approval',
    query: pageQuery,
    response: admin.adminUsersResponse,
  }),
  approveUserForBookrx: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/approve-bookrx',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/approve-user-for-bookrx',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Final approval of a user for BookRx',
    spec: 'portal-and-admin §7 approve user for BookRx',
    response: admin.adminUserResponse,
  }),
  disableUser: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/disable',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/disable-user',
    needs: ['users:disable', 'table:read', 'table:update', 'table:put'],
    summary: 'Disable an account: no sign-in, every session ended at once, audited',
    spec: 'issue 13: disabling a user ends their sessions at once',
    response: admin.accountAccessResponse,
  }),
  enableUser: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/enable',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/enable-user',
    needs: ['users:disable', 'table:read', 'table:update', 'table:put'],
    summary: 'Enable a disabled account again (its old sessions stay ended), audited',
    spec: 'issue 13: disabling a user ends their sessions at once',
    response: admin.accountAccessResponse,
  }),
  getAdminUser: r({
    method: 'GET',
    path: '/api/admin/users/{userId}',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-admin-user',
    needs: ['table:read'],
    summary: "One user's profile, organizations, documents and timeline (the admin's view panel)",
    spec: 'portal-and-admin §2 /admin/users (view)',
    response: admin.adminUserDetailResponse,
  }),
} satisfies Record<string, RouteDef>;
