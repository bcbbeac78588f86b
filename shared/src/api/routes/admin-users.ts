/**
 * Admin users: lists, BookRx final approval, reminders. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts); a group of
 * its own so a handler bundles only the schemas its group uses.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as admin from '../schemas/admin';
import { pageQuery, successResponse } from '../schemas/common';

export const adminUserRoutes = {
  listAdminUsers: r({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    status: 'planned',
    handler: 'admin/list-admin-users',
    summary: 'Users with filters and prefix search',
    spec: 'portal-and-admin §7 admin lists',
    query: admin.adminUsersQuery,
    response: admin.adminUsersResponse,
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
  sendDocumentReminder: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/send-document-reminder',
    access: 'admin',
    status: 'planned',
    handler: 'admin/send-document-reminder',
    summary: 'E-mail one unverified user a reminder',
    spec: 'portal-and-admin §7 single reminder',
    body: admin.reminderBody,
    response: successResponse,
  }),
  sendBulkDocumentReminders: r({
    method: 'POST',
    path: '/api/admin/users/send-bulk-document-reminders',
    access: 'admin',
    status: 'planned',
    handler: 'admin/send-bulk-document-reminders',
    summary: 'Fan out reminders through the mail queue',
    spec: 'portal-and-admin §7 bulk reminders',
    body: admin.bulkReminderBody,
    response: admin.bulkReminderResponse,
  }),
} satisfies Record<string, RouteDef>;
