/** Organizations (locations, team, invites and billing have their own groups). Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as audit from '../schemas/admin-audit';
import { successResponse } from '../schemas/common';
import * as access from '../schemas/module-access';
import * as orgs from '../schemas/organizations';

export const organizationRoutes = {
  listMyOrganizations: r({
    method: 'GET',
    path: '/api/organizations',
    access: 'user',
    status: 'implemented',
    handler: 'organizations/list-my-organizations',
    needs: ['table:read'],
    summary: 'My organizations with my role',
    spec: 'portal-and-admin §7 organizations / my orgs',
    response: orgs.myOrganizationsResponse,
  }),
  createOrganization: r({
    method: 'POST',
    path: '/api/organizations',
    access: 'user',
    status: 'implemented',
    needs: ['table:read', 'table:put'],
    handler: 'organizations/create-organization',
    summary: 'Create a pharmacy organization (I become owner)',
    spec: 'portal-and-admin §7 create organization',
    body: orgs.createOrganizationBody,
    response: orgs.createOrganizationResponse,
    successStatus: 201,
  }),
  getOrganization: r({
    method: 'GET',
    path: '/api/organizations/{orgId}',
    access: 'org-member',
    status: 'implemented',
    needs: ['table:read'],
    handler: 'organizations/get-organization',
    summary: 'Organization by id, with its required documents past their expiry date',
    spec: 'portal-and-admin §7 org by id; issue 14 license expiry',
    response: orgs.organizationDetailResponse,
  }),
  updateOrganization: r({
    method: 'PUT',
    path: '/api/organizations/{orgId}',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'organizations/update-organization',
    summary:
      'Update organization details (on a verified organization a new legal name or license number is held for review)',
    spec: 'portal-and-admin §7 org update; issue 24 organization details editing',
    body: orgs.updateOrganizationBody,
    response: orgs.organizationResponse,
  }),
  withdrawOrganizationChange: r({
    method: 'DELETE',
    path: '/api/organizations/{orgId}/pending-change',
    access: 'org-admin',
    status: 'implemented',
    // Update: the held change removed; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'organizations/withdraw-organization-change',
    summary: 'Withdraw the change of legal name or license number held for review (nothing held: nothing to do)',
    spec: 'issue 24 organization details editing',
    response: orgs.organizationResponse,
  }),
  listOrganizationActivity: r({
    method: 'GET',
    path: '/api/organizations/{orgId}/activity',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read'],
    handler: 'organizations/list-organization-activity',
    summary:
      "The organization's activity, newest first: its own events and its documents' events, by action and date range (platform admins are shown as the Lunia team)",
    spec: 'portal-and-admin §2 /organization-admin; issue 14 audit log',
    query: audit.organizationActivityQuery,
    response: audit.auditEventsResponse,
  }),
  getOrganizationApprovalStatus: r({
    method: 'GET',
    path: '/api/organizations/{orgId}/approval-status',
    access: 'org-member',
    status: 'implemented',
    needs: ['table:read'],
    handler: 'organizations/get-organization-approval-status',
    summary: 'verified and canSubscribe',
    spec: 'portal-and-admin §7 approval status',
    response: orgs.approvalStatusResponse,
  }),
  createOrganizationAccessUrl: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/access',
    access: 'org-member',
    status: 'implemented',
    // The link's nonce is recorded (table:put) so the module can redeem it once (redeemModuleAccess).
    needs: ['table:read', 'table:put', 'secrets:module-signing:read'],
    handler: 'organizations/create-organization-access-url',
    summary:
      'Signed, single-use, short-lived link to a module (BookRx, Shift, Core) for a member of an organization that may open it (verified, paid plan for paid modules)',
    spec: 'portal-and-admin §7 org access URL; issue 24 module access',
    body: access.accessUrlBody,
    response: access.accessUrlResponse,
  }),
  activateOrganizationModules: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/activate-modules',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'organizations/activate-organization-modules',
    summary:
      'Activate BookRx, free for a verified organization (paid modules and unlimited locations are refused: they come with billing)',
    spec: 'portal-and-admin §7 activate modules (spec path /api/organizations/activate-modules; the organization id is in the path here)',
    body: orgs.activateModulesBody,
    response: successResponse,
  }),
  transferOrganizationOwnership: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/transfer-ownership',
    // The owner only: the use case refuses an admin (403 OWNER_ROLE_REQUIRED).
    access: 'org-admin',
    status: 'implemented',
    // Update: both memberships; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update'],
    handler: 'organizations/transfer-organization-ownership',
    summary: 'The owner hands the organization to another member, who becomes owner; the old owner becomes admin',
    spec: 'issue 24 organization lifecycle',
    body: orgs.transferOwnershipBody,
    response: successResponse,
  }),
  deleteOrganization: r({
    method: 'DELETE',
    path: '/api/organizations/{orgId}',
    // The owner only: the use case refuses an admin (403 OWNER_ROLE_REQUIRED).
    access: 'org-admin',
    status: 'implemented',
    // Update: the organization marked deleted, its memberships and pending invites; Put: the audit event;
    // Delete: the pending invites' address claims.
    needs: ['table:read', 'table:put', 'table:update', 'table:delete'],
    handler: 'organizations/delete-organization',
    summary:
      'The owner deletes the organization (refused while a plan is live): members are told, pending invites cancelled, the audit trail kept',
    spec: 'issue 24 organization lifecycle',
    response: successResponse,
  }),
} satisfies Record<string, RouteDef>;
