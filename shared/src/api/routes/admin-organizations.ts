/**
 * Admin organizations. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts); a group of
 * its own so a handler bundles only the schemas its group uses.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as admin from '../schemas/admin-organizations';
import { inspectionBinderQuery, inspectionBinderResponse } from '../schemas/locations';

export const adminOrganizationRoutes = {
  listAdminOrganizations: r({
    method: 'GET',
    path: '/api/admin/organizations',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-admin-organizations',
    needs: ['table:read'],
    summary: 'Organizations (all, by status or by search) with members, documents, payments and the counts',
    spec: 'portal-and-admin §7 admin lists',
    query: admin.adminOrganizationsQuery,
    response: admin.adminOrganizationsResponse,
  }),
  getAdminOrganization: r({
    method: 'GET',
    path: '/api/admin/organizations/{orgId}',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-admin-organization',
    needs: ['table:read'],
    summary: "One organization's details, members, documents and payments (the admin's view)",
    spec: 'portal-and-admin §2 /admin/organizations (view)',
    response: admin.adminOrganizationDetailResponse,
  }),
  approveOrganization: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/approve',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/approve-organization',
    // Update: the organization's verified flags; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Approve an organization for billing',
    spec: 'portal-and-admin §7 approve organization',
    response: admin.adminOrganizationResponse,
  }),
  suspendOrganization: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/suspend',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/suspend-organization',
    // Update: the organization's suspension; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Suspend an organization, with a reason: its modules stop opening and its owner is e-mailed',
    spec: 'issue 24 organization lifecycle',
    body: admin.suspensionBody,
    response: admin.adminOrganizationResponse,
  }),
  unsuspendOrganization: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/unsuspend',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/unsuspend-organization',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Lift the suspension of an organization, with a reason; its owner is e-mailed',
    spec: 'issue 24 organization lifecycle',
    body: admin.suspensionBody,
    response: admin.adminOrganizationResponse,
  }),
  approveOrganizationChange: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/pending-change/approve',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/approve-organization-change',
    // Update: the held values applied; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: "Approve a verified organization's held change of legal name or license number; its owner is e-mailed",
    spec: 'issue 24 organization details editing',
    response: admin.adminOrganizationResponse,
  }),
  rejectOrganizationChange: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/pending-change/reject',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/reject-organization-change',
    needs: ['table:read', 'table:put', 'table:update'],
    summary:
      "Reject a verified organization's held change, with a reason: the verified values stay; its owner is e-mailed",
    spec: 'issue 24 organization details editing',
    body: admin.decisionReasonBody,
    response: admin.adminOrganizationResponse,
  }),
  revokeOrganizationApproval: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/revoke-approval',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/revoke-organization-approval',
    // Update: the verified flags; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    summary:
      'Revoke the approval of an organization, with a reason: it is unverified again, its modules stop opening and its owner is e-mailed',
    spec: 'issue 24 organization lifecycle',
    body: admin.decisionReasonBody,
    response: admin.adminOrganizationResponse,
  }),
  getOrganizationInspectionBinder: r({
    method: 'GET',
    path: '/api/admin/organizations/{orgId}/locations/{locationId}/binder',
    access: 'super-admin',
    status: 'implemented',
    // Reads only, as the organization admins' binder (getInspectionBinder): nothing is stored.
    needs: ['table:read'],
    handler: 'admin/get-organization-inspection-binder',
    summary: "Any organization's location inspection binder (PDF), for a super admin",
    spec: 'issue 40 super admin opens an inspection binder',
    query: inspectionBinderQuery,
    response: inspectionBinderResponse,
  }),
} satisfies Record<string, RouteDef>;
