/**
 * The route manifest: every HTTP call of both specification documents, once.
 *
 * The CDK stack, the local API gateway, the web's typed client, docs/api.md and the
 * authorization-matrix and bad-input tests are all derived from this list. A route marked
 * `planned` is listed so the whole API is visible, but it is neither deployed nor served.
 */
import type { z } from 'zod/mini';
import * as admin from './schemas/admin';
import { emptyObject, pageQuery, successResponse } from './schemas/common';
import * as documents from './schemas/documents';
import * as orgs from './schemas/organizations';
import * as pub from './schemas/public';
import * as users from './schemas/users';

/**
 * Who may call a route.
 * - public: anyone; no authorizer.
 * - user: any signed-in user (the JWT authorizer).
 * - org-member / org-admin: signed in and a member (owner/admin) of the organization the request names;
 *   checked by the handler against the table, never taken from the client.
 * - admin: groups super_admin or support. super-admin: group super_admin only.
 */
export type Access = 'public' | 'user' | 'org-member' | 'org-admin' | 'admin' | 'super-admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteStatus = 'implemented' | 'planned';

export interface RouteDef {
  method: Method;
  /** HTTP API path with `{param}` placeholders. */
  path: string;
  access: Access;
  status: RouteStatus;
  /** Handler module under functions/src/handlers, without extension. */
  handler: string;
  summary: string;
  /** Where the call comes from in the specification. */
  spec: string;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** HTTP status of a success (default 200). */
  successStatus?: number;
}

const r = <const T extends RouteDef>(def: T): T => def;

export const routes = {
  // ── Public site ─────────────────────────────────────────────────────────────
  createBetaSignup: r({
    method: 'POST',
    path: '/api/beta-signup',
    access: 'public',
    status: 'implemented',
    handler: 'public/create-beta-signup',
    summary: 'Apply for the Core beta or the Vault waitlist',
    spec: 'public-site-and-auth §7 beta-signup',
    body: pub.betaSignupBody,
    response: successResponse,
  }),
  createPartnerInquiry: r({
    method: 'POST',
    path: '/api/partner-inquiries',
    access: 'public',
    status: 'planned',
    handler: 'public/create-partner-inquiry',
    summary: 'Partnership inquiry from /partners',
    spec: 'public-site-and-auth §3 partnership inquiry',
    body: pub.partnerInquiryBody,
    response: successResponse,
  }),
  createContactMessage: r({
    method: 'POST',
    path: '/api/contact-messages',
    access: 'public',
    status: 'planned',
    handler: 'public/create-contact-message',
    summary: 'Contact form from /contact',
    spec: 'public-site-and-auth §7 contact endpoint',
    body: pub.contactMessageBody,
    response: successResponse,
  }),

  // ── Registration, profile, session ──────────────────────────────────────────
  registerUser: r({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    status: 'planned',
    handler: 'auth/register-user',
    summary: 'Create an ID: Cognito user plus profile with a LUNIA ID',
    spec: 'public-site-and-auth §7 register',
    body: users.registerBody,
    response: users.registerResponse,
    successStatus: 201,
  }),
  getProfile: r({
    method: 'GET',
    path: '/api/profile',
    access: 'user',
    status: 'planned',
    handler: 'profile/get-profile',
    summary: 'Profile and organizations (token verification)',
    spec: 'public-site-and-auth §7 profile',
    response: users.profileResponse,
  }),
  updateProfile: r({
    method: 'PUT',
    path: '/api/profile',
    access: 'user',
    status: 'planned',
    handler: 'profile/update-profile',
    summary: 'Edit first/last name, e-mail and phone',
    spec: 'portal-and-admin §7 update profile',
    body: users.updateProfileBody,
    response: users.profileResponse,
  }),
  createProfilePhotoUpload: r({
    method: 'POST',
    path: '/api/profile/photo',
    access: 'user',
    status: 'planned',
    handler: 'profile/create-profile-photo-upload',
    summary: 'Presigned POST for a new profile photo',
    spec: 'portal-and-admin §7 photo',
    body: users.photoUploadBody,
    response: users.photoUploadResponse,
  }),
  deleteProfilePhoto: r({
    method: 'DELETE',
    path: '/api/profile/photo',
    access: 'user',
    status: 'planned',
    handler: 'profile/delete-profile-photo',
    summary: 'Remove the profile photo',
    spec: 'portal-and-admin §7 photo',
    response: users.photoUrlResponse,
  }),
  refreshProfilePhotoUrl: r({
    method: 'POST',
    path: '/api/profile/photo/refresh',
    access: 'user',
    status: 'planned',
    handler: 'profile/refresh-profile-photo-url',
    summary: 'A fresh short-lived URL for the photo',
    spec: 'portal-and-admin §7 photo refresh',
    response: users.photoUrlResponse,
  }),
  changeContext: r({
    method: 'POST',
    path: '/api/context-change',
    access: 'user',
    status: 'planned',
    handler: 'profile/change-context',
    summary: 'Record a switch between individual and organization mode',
    spec: 'public-site-and-auth §7 context-change',
    body: users.contextChangeBody,
    response: successResponse,
  }),
  getUserStats: r({
    method: 'GET',
    path: '/api/users/me/stats',
    access: 'user',
    status: 'planned',
    handler: 'profile/get-user-stats',
    summary: 'Dashboard stats cards',
    spec: 'portal-and-admin §7 user stats',
    response: users.userStatsResponse,
  }),

  // ── Invitations addressed to me ─────────────────────────────────────────────
  listMyInvitations: r({
    method: 'GET',
    path: '/api/invitations',
    access: 'user',
    status: 'planned',
    handler: 'invitations/list-my-invitations',
    summary: 'Invitations addressed to my e-mail',
    spec: 'portal-and-admin §7 invitations',
    response: users.invitationsResponse,
  }),
  acceptInvitation: r({
    method: 'POST',
    path: '/api/invitations/{invitationId}/accept',
    access: 'user',
    status: 'planned',
    handler: 'invitations/accept-invitation',
    summary: 'Join the inviting organization',
    spec: 'portal-and-admin §7 accept',
    response: successResponse,
  }),
  rejectInvitation: r({
    method: 'POST',
    path: '/api/invitations/{invitationId}/reject',
    access: 'user',
    status: 'planned',
    handler: 'invitations/reject-invitation',
    summary: 'Decline an invitation',
    spec: 'portal-and-admin §7 reject',
    response: successResponse,
  }),

  // ── Documents ───────────────────────────────────────────────────────────────
  listMyDocuments: r({
    method: 'GET',
    path: '/api/documents',
    access: 'user',
    status: 'planned',
    handler: 'documents/list-my-documents',
    summary: 'My individual documents',
    spec: 'portal-and-admin §7 fetch documents',
    response: documents.documentsResponse,
  }),
  createDocumentUpload: r({
    method: 'POST',
    path: '/api/documents/uploads',
    access: 'user',
    status: 'planned',
    handler: 'documents/create-document-upload',
    summary: 'Document record (uploading) and a presigned POST',
    spec: 'portal-and-admin §7 upload document',
    body: documents.uploadSlotBody,
    response: documents.uploadSlotResponse,
    successStatus: 201,
  }),
  submitDocumentsForReview: r({
    method: 'POST',
    path: '/api/documents/submit',
    access: 'user',
    status: 'planned',
    handler: 'documents/submit-documents-for-review',
    summary: 'Submit my required documents for approval',
    spec: 'portal-and-admin §7 submit for approval',
    response: documents.submitForReviewResponse,
  }),
  replaceDocumentFile: r({
    method: 'PUT',
    path: '/api/documents/{documentId}',
    access: 'user',
    status: 'planned',
    handler: 'documents/replace-document-file',
    summary: 'Update: replace the file (back to pending)',
    spec: 'portal-and-admin §7 update document',
    body: documents.replaceFileBody,
    response: documents.uploadSlotResponse,
  }),
  resubmitDocument: r({
    method: 'POST',
    path: '/api/documents/{documentId}/resubmit',
    access: 'user',
    status: 'planned',
    handler: 'documents/resubmit-document',
    summary: 'Resubmit a denied document with a new file',
    spec: 'portal-and-admin §7 resubmit',
    body: documents.replaceFileBody,
    response: documents.uploadSlotResponse,
  }),
  deleteDocument: r({
    method: 'DELETE',
    path: '/api/documents/{documentId}',
    access: 'user',
    status: 'planned',
    handler: 'documents/delete-document',
    summary: 'Delete record and object',
    spec: 'portal-and-admin §7 delete document',
    response: successResponse,
  }),
  getDocumentViewUrl: r({
    method: 'GET',
    path: '/api/documents/{documentId}/view',
    access: 'user',
    status: 'planned',
    handler: 'documents/get-document-view-url',
    summary: 'Short-lived view and download URLs',
    spec: 'portal-and-admin §7 view',
    response: documents.viewUrlsResponse,
  }),
  getDocumentDownloadUrl: r({
    method: 'GET',
    path: '/api/documents/{documentId}/download',
    access: 'user',
    status: 'planned',
    handler: 'documents/get-document-download-url',
    summary: 'Short-lived download URL',
    spec: 'portal-and-admin §7 download',
    response: documents.viewUrlsResponse,
  }),
  getDocumentTimeline: r({
    method: 'GET',
    path: '/api/documents/{documentId}/timeline',
    access: 'user',
    status: 'planned',
    handler: 'documents/get-document-timeline',
    summary: 'Audit timeline of one document',
    spec: 'issue: audit and timeline',
    response: documents.timelineResponse,
  }),
  listOrganizationDocuments: r({
    method: 'GET',
    path: '/api/organizations/{orgId}/documents',
    access: 'org-member',
    status: 'planned',
    handler: 'documents/list-organization-documents',
    summary: 'Documents of an organization',
    spec: 'portal-and-admin §7 fetch documents',
    response: documents.documentsResponse,
  }),
  createOrganizationDocumentUpload: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/documents/uploads',
    access: 'org-admin',
    status: 'planned',
    handler: 'documents/create-organization-document-upload',
    summary: 'Organization document upload slot',
    spec: 'portal-and-admin §7 upload document',
    body: documents.uploadSlotBody,
    response: documents.uploadSlotResponse,
    successStatus: 201,
  }),
  submitOrganizationDocumentsForReview: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/documents/submit',
    access: 'org-admin',
    status: 'planned',
    handler: 'documents/submit-organization-documents-for-review',
    summary: 'Submit organization documents',
    spec: 'portal-and-admin §7 submit for approval',
    response: documents.submitForReviewResponse,
  }),

  // ── BookRx ──────────────────────────────────────────────────────────────────
  getBookrxProfile: r({
    method: 'GET',
    path: '/api/bookrx/profile',
    access: 'user',
    status: 'planned',
    handler: 'bookrx/get-bookrx-profile',
    summary: 'BookRx profile and counters',
    spec: 'portal-and-admin §7 BookRx profile',
    response: users.bookrxProfileResponse,
  }),
  updateBookrxProfile: r({
    method: 'PUT',
    path: '/api/bookrx/profile',
    access: 'user',
    status: 'planned',
    handler: 'bookrx/update-bookrx-profile',
    summary: 'Update BookRx profile',
    spec: 'portal-and-admin §7 BookRx profile',
    body: users.updateBookrxProfileBody,
    response: users.bookrxProfileResponse,
  }),
  createBookrxAccessUrl: r({
    method: 'POST',
    path: '/api/bookrx/access',
    access: 'user',
    status: 'planned',
    handler: 'bookrx/create-bookrx-access-url',
    summary: 'Signed, short-lived BookRx URL for a verified individual',
    spec: 'portal-and-admin §4 BookRx button',
    body: users.accessUrlBody,
    response: users.accessUrlResponse,
  }),

  // ── Organizations ───────────────────────────────────────────────────────────
  listMyOrganizations: r({
    method: 'GET',
    path: '/api/organizations',
    access: 'user',
    status: 'planned',
    handler: 'organizations/list-my-organizations',
    summary: 'My organizations with my role',
    spec: 'portal-and-admin §7 organizations / my orgs',
    response: orgs.myOrganizationsResponse,
  }),
  createOrganization: r({
    method: 'POST',
    path: '/api/organizations',
    access: 'user',
    status: 'planned',
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
    status: 'planned',
    handler: 'organizations/get-organization',
    summary: 'Organization by id',
    spec: 'portal-and-admin §7 org by id',
    response: orgs.organizationResponse,
  }),
  updateOrganization: r({
    method: 'PUT',
    path: '/api/organizations/{orgId}',
    access: 'org-admin',
    status: 'planned',
    handler: 'organizations/update-organization',
    summary: 'Update organization details',
    spec: 'portal-and-admin §7 org update',
    body: orgs.updateOrganizationBody,
    response: orgs.organizationResponse,
  }),
  getOrganizationApprovalStatus: r({
    method: 'GET',
    path: '/api/organizations/{orgId}/approval-status',
    access: 'org-member',
    status: 'planned',
    handler: 'organizations/get-organization-approval-status',
    summary: 'verified and canSubscribe',
    spec: 'portal-and-admin §7 approval status',
    response: orgs.approvalStatusResponse,
  }),
  createOrganizationAccessUrl: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/access',
    access: 'org-member',
    status: 'planned',
    handler: 'organizations/create-organization-access-url',
    summary: 'Signed, short-lived module URL',
    spec: 'portal-and-admin §7 org access URL',
    body: users.accessUrlBody,
    response: users.accessUrlResponse,
  }),
  activateOrganizationModules: r({
    method: 'POST',
    path: '/api/organizations/{orgId}/activate-modules',
    access: 'org-admin',
    status: 'planned',
    handler: 'organizations/activate-organization-modules',
    summary: 'Activate BookRx for a verified organization',
    spec: 'portal-and-admin §7 activate modules (spec path /api/organizations/activate-modules; the organization id is in the path here)',
    body: orgs.activateModulesBody,
    response: successResponse,
  }),

  // ── Locations (active organization, from the header, verified server-side) ─
  listLocations: r({
    method: 'GET',
    path: '/api/locations',
    access: 'org-member',
    status: 'planned',
    handler: 'locations/list-locations',
    summary: 'Locations of the active organization',
    spec: 'portal-and-admin §7 locations',
    response: orgs.locationsResponse,
  }),
  createLocation: r({
    method: 'POST',
    path: '/api/locations',
    access: 'org-admin',
    status: 'planned',
    handler: 'locations/create-location',
    summary: 'Add a location within the plan limit',
    spec: 'portal-and-admin §7 locations',
    body: orgs.locationBody,
    response: orgs.locationResponse,
    successStatus: 201,
  }),
  updateLocation: r({
    method: 'PUT',
    path: '/api/locations/{locationId}',
    access: 'org-admin',
    status: 'planned',
    handler: 'locations/update-location',
    summary: 'Edit a location',
    spec: 'portal-and-admin §7 locations',
    body: orgs.locationBody,
    response: orgs.locationResponse,
  }),
  deleteLocation: r({
    method: 'DELETE',
    path: '/api/locations/{locationId}',
    access: 'org-admin',
    status: 'planned',
    handler: 'locations/delete-location',
    summary: 'Delete a non-primary location',
    spec: 'portal-and-admin §7 locations',
    response: successResponse,
  }),
  setPrimaryLocation: r({
    method: 'PUT',
    path: '/api/locations/{locationId}/primary',
    access: 'org-admin',
    status: 'planned',
    handler: 'locations/set-primary-location',
    summary: 'Make a location primary',
    spec: 'portal-and-admin §7 locations',
    response: orgs.locationResponse,
  }),

  // ── Team invites ────────────────────────────────────────────────────────────
  listOrganizationInvites: r({
    method: 'GET',
    path: '/api/orgs/{orgId}/invites',
    access: 'org-admin',
    status: 'planned',
    handler: 'invites/list-organization-invites',
    summary: 'Invites of an organization by status',
    spec: 'portal-and-admin §7 invites',
    query: orgs.invitesQuery,
    response: orgs.invitesResponse,
  }),
  createOrganizationInvite: r({
    method: 'POST',
    path: '/api/orgs/{orgId}/invites',
    access: 'org-admin',
    status: 'planned',
    handler: 'invites/create-organization-invite',
    summary: 'Invite someone by e-mail',
    spec: 'portal-and-admin §7 invites',
    body: orgs.createInviteBody,
    response: orgs.inviteResponse,
    successStatus: 201,
  }),
  cancelOrganizationInvite: r({
    method: 'DELETE',
    path: '/api/orgs/{orgId}/invites/{inviteId}',
    access: 'org-admin',
    status: 'planned',
    handler: 'invites/cancel-organization-invite',
    summary: 'Cancel a pending invite',
    spec: 'portal-and-admin §7 invites',
    response: successResponse,
  }),

  // ── Billing ─────────────────────────────────────────────────────────────────
  createCheckoutSession: r({
    method: 'POST',
    path: '/api/billing/checkout-session',
    access: 'org-admin',
    status: 'planned',
    handler: 'billing/create-checkout-session',
    summary: 'Payment-provider checkout for an approved organization',
    spec: 'portal-and-admin §7 billing checkout session',
    body: orgs.checkoutSessionBody,
    response: orgs.checkoutSessionResponse,
  }),
  receivePaymentWebhook: r({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    status: 'planned',
    handler: 'billing/receive-payment-webhook',
    summary: 'Payment-provider webhook (signature verified)',
    spec: 'portal-and-admin §7 payment-provider webhook',
    response: successResponse,
  }),

  // ── Admin back office ───────────────────────────────────────────────────────
  getAdminStats: r({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    status: 'planned',
    handler: 'admin/get-admin-stats',
    summary: 'Admin dashboard counters',
    spec: 'portal-and-admin §7 admin stats',
    response: admin.adminStatsResponse,
  }),
  getModuleStats: r({
    method: 'GET',
    path: '/api/admin/modules/stats',
    access: 'admin',
    status: 'planned',
    handler: 'admin/get-module-stats',
    summary: 'Per-module status and user counts',
    spec: 'portal-and-admin §7 module stats',
    response: admin.moduleStatsResponse,
  }),
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
    status: 'planned',
    handler: 'admin/list-awaiting-final-approval',
    summary: 'Users eligible for BookRx final approval',
    spec: 'portal-and-admin §4 admin final approval',
    query: pageQuery,
    response: admin.adminUsersResponse,
  }),
  approveUserForBookrx: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/approve-bookrx',
    access: 'admin',
    status: 'planned',
    handler: 'admin/approve-user-for-bookrx',
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
  listAdminOrganizations: r({
    method: 'GET',
    path: '/api/admin/organizations',
    access: 'admin',
    status: 'planned',
    handler: 'admin/list-admin-organizations',
    summary: 'Organizations with members, documents, revenue',
    spec: 'portal-and-admin §7 admin lists',
    query: admin.adminOrganizationsQuery,
    response: admin.adminOrganizationsResponse,
  }),
  approveOrganization: r({
    method: 'POST',
    path: '/api/admin/organizations/{orgId}/approve',
    access: 'admin',
    status: 'planned',
    handler: 'admin/approve-organization',
    summary: 'Approve an organization for billing',
    spec: 'portal-and-admin §7 approve organization',
    response: admin.adminOrganizationResponse,
  }),
  listAdminDocuments: r({
    method: 'GET',
    path: '/api/admin/documents',
    access: 'admin',
    status: 'planned',
    handler: 'admin/list-admin-documents',
    summary: 'Individual review queue',
    spec: 'portal-and-admin §7 admin documents',
    query: documents.adminDocumentsQuery,
    response: admin.adminDocumentsResponse,
  }),
  listAdminOrganizationDocuments: r({
    method: 'GET',
    path: '/api/admin/organization-documents',
    access: 'admin',
    status: 'planned',
    handler: 'admin/list-admin-organization-documents',
    summary: 'Organization review queue',
    spec: 'portal-and-admin §7 admin organization documents',
    query: documents.adminDocumentsQuery,
    response: admin.adminDocumentsResponse,
  }),
  verifyDocument: r({
    method: 'PUT',
    path: '/api/admin/documents/{documentId}/verify',
    access: 'admin',
    status: 'planned',
    handler: 'admin/verify-document',
    summary: 'Approve or deny an individual document',
    spec: 'portal-and-admin §7 verify document',
    body: documents.verifyDocumentBody,
    response: documents.documentResponse,
  }),
  verifyOrganizationDocument: r({
    method: 'PUT',
    path: '/api/admin/organization-documents/{documentId}/verify',
    access: 'admin',
    status: 'planned',
    handler: 'admin/verify-organization-document',
    summary: 'Approve or deny an organization document',
    spec: 'portal-and-admin §7 verify document',
    body: documents.verifyDocumentBody,
    response: documents.documentResponse,
  }),
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeEntries = Object.entries(routes) as [RouteId, RouteDef][];
export const implementedRoutes = routeEntries.filter(([, def]) => def.status === 'implemented');

/** Calls of the specification that Cognito serves directly through `aws-amplify/auth`, not the HTTP API. */
export const cognitoCalls = [
  {
    call: 'login',
    spec: 'public-site-and-auth §7 login',
    served: 'Cognito InitiateAuth (SRP in AWS, USER_PASSWORD_AUTH locally) via Amplify signIn',
  },
  {
    call: 'refresh',
    spec: 'public-site-and-auth §7 refresh',
    served: 'Cognito token refresh via Amplify fetchAuthSession',
  },
  {
    call: 'logout',
    spec: 'public-site-and-auth §7 logout',
    served: 'Cognito GlobalSignOut via Amplify signOut({ global: true })',
  },
  {
    call: 'forgot-password',
    spec: 'public-site-and-auth §7 forgot-password',
    served: 'Cognito ForgotPassword via Amplify resetPassword',
  },
  {
    call: 'reset-password',
    spec: 'public-site-and-auth §7 reset-password',
    served: 'Cognito ConfirmForgotPassword via Amplify confirmResetPassword',
  },
] as const;

export const authorizedAccess = (access: Access) => access !== 'public';

/** Fill `{param}` placeholders of a manifest path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
