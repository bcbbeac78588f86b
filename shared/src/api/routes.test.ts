import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute } from './route-def';
import { buildPath, cognitoCalls, implementedRoutes, routeEntries, routes } from './routes';

const handlersDir = fileURLToPath(new URL('../../../functions/src/handlers/', import.meta.url));

/**
 * Every call listed in section 7 of both specification documents (plus the public forms the
 * site issue makes real), and the manifest entry or Cognito call that serves it.
 */
const SPEC_CALLS: Record<string, string[]> = {
  login: ['cognito:login'],
  register: ['registerUser'],
  refresh: ['cognito:refresh'],
  logout: ['cognito:logout'],
  'profile (token verification)': ['getProfile'],
  'forgot-password': ['cognito:forgot-password'],
  'reset-password': ['cognito:reset-password'],
  'context-change': ['changeContext'],
  'beta-signup': ['createBetaSignup'],
  'contact endpoint': ['createContactMessage'],
  'partnership inquiry': ['createPartnerInquiry'],
  'fetch documents': ['listMyDocuments', 'listOrganizationDocuments'],
  'upload document': ['createDocumentUpload', 'createOrganizationDocumentUpload'],
  'submit for approval': ['submitDocumentsForReview', 'submitOrganizationDocumentsForReview'],
  'update document': ['replaceDocumentFile'],
  resubmit: ['resubmitDocument'],
  'delete document': ['deleteDocument'],
  'view / download': ['getDocumentViewUrl', 'getDocumentDownloadUrl'],
  invitations: ['listMyInvitations'],
  'accept / reject': ['acceptInvitation', 'rejectInvitation'],
  'invitation dismiss (portal-and-admin §9)': ['dismissInvitation'],
  'organizations / my orgs': ['listMyOrganizations'],
  'BookRx profile': ['getBookrxProfile', 'updateBookrxProfile'],
  'user stats': ['getUserStats'],
  'update profile': ['updateProfile'],
  'e-mail verification (issue 10)': ['sendEmailVerificationCode', 'confirmEmailVerification', 'cancelEmailChange'],
  'password and sessions (issue 25)': ['changePassword', 'signOutEverywhere'],
  photo: ['createProfilePhotoUpload', 'deleteProfilePhoto', 'refreshProfilePhotoUrl'],
  'org access URL': ['createOrganizationAccessUrl', 'createBookrxAccessUrl'],
  'create organization': ['createOrganization'],
  'org by id / update': ['getOrganization', 'updateOrganization'],
  'approval status': ['getOrganizationApprovalStatus'],
  'admin stats, module stats': ['getAdminStats', 'getModuleStats'],
  'admin lists': ['listAdminOrganizations', 'listAdminUsers', 'listAdminDocuments', 'listAdminOrganizationDocuments'],
  'approve organization': ['approveOrganization'],
  'verify document': ['verifyDocument', 'verifyOrganizationDocument'],
  'approve user for BookRx': ['approveUserForBookrx', 'listAwaitingFinalApproval'],
  'single reminder': ['sendDocumentReminder'],
  'bulk reminders': ['sendBulkDocumentReminders'],
  locations: ['listLocations', 'createLocation', 'updateLocation', 'deleteLocation', 'setPrimaryLocation'],
  'team management (issue 10)': ['listOrganizationMembers', 'changeMemberRole', 'removeMember'],
  invites: ['listOrganizationInvites', 'createOrganizationInvite', 'cancelOrganizationInvite'],
  'invite resend (issue 10)': ['resendOrganizationInvite'],
  'activate modules': ['activateOrganizationModules'],
  'billing checkout session': ['createCheckoutSession'],
  'payment-provider webhook': ['receivePaymentWebhook'],
  'document timeline (audit)': ['getDocumentTimeline'],
  // Not calls of the original: the back office this product needs around them (issue 11,
  // docs/decisions/0018-admin-back-office-pages.md).
  'admin user panel (issue 11)': ['getAdminUser'],
  'organization details panel (issue 11)': ['getAdminOrganization'],
  'reminder recipients and job progress (issue 11)': ['listReminderRecipients', 'getReminderJob', 'listReminderJobs'],
  'system health (issue 11)': ['getSystemHealth'],
  'counter recount (issue 13)': ['startCounterRecount', 'getCounterRecount'],
  'index backfill (issues 27–28)': ['startIndexBackfill', 'getIndexBackfill'],
  'disable and enable an account, sessions end (issue 13)': ['disableUser', 'enableUser'],
  'admin authenticator-app enrolment (issue 13)': ['confirmMfaEnrolment'],
  'billing overview (issue 12)': ['getOrganizationBilling'],
  'billing self-service portal (issue 24)': ['createBillingPortalSession'],
  'public form bot check (issue 13)': ['getFormChallenge'],
  'a machine-readable API description (issue 43)': ['getOpenApiDocument'],
  'module access redemption by the module (issue 24)': ['redeemModuleAccess'],
  'audit log (issue 14)': ['listAuditEvents', 'listOrganizationActivity'],
  'organization lifecycle (issue 24)': [
    'suspendOrganization',
    'unsuspendOrganization',
    'transferOrganizationOwnership',
    'deleteOrganization',
    'revokeOrganizationApproval',
  ],
  'organization details held for review (issue 24)': [
    'withdrawOrganizationChange',
    'approveOrganizationChange',
    'rejectOrganizationChange',
  ],
  'licence expiry (issue 14)': ['correctDocumentExpiry', 'listExpiringDocuments', 'runExpiryCheck'],
  'admin review alerts, immediate or daily (issue 25)': ['getReviewAlerts', 'updateReviewAlerts'],
  'notification preferences on /account (issue 25)': ['updateNotificationPreferences'],
  'registration proves the e-mail first (issue 25)': ['confirmRegistration', 'resendRegistrationCode'],
  'an invitation link opened signed out keeps its context (issue 25)': ['getInvitationPreview'],
  'privacy rights: export and deletion (issue 25)': ['exportMyData', 'deleteMyAccount'],
  'credential catalogue and its editable rules (issue 27)': ['listCredentialTypes', 'updateCredentialRules'],
  'e-mail suppression list (issue 26)': ['listEmailSuppressions', 'deleteEmailSuppression'],
  'extension orders (issue 27)': ['previewExtensionOrder', 'applyExtensionOrder', 'listExtensionOrders'],
  'pharmacist in charge and inspection binder (issue 27)': ['setLocationPharmacistInCharge', 'getInspectionBinder'],
  'continuing education (issue 27)': [
    'listContinuingEducation',
    'createContinuingEducation',
    'deleteContinuingEducation',
    'createCeCertificateUpload',
  ],
  'employer verification link (issue 27)': [
    'createVerificationLink',
    'listVerificationLinks',
    'revokeVerificationLink',
    'getPublicVerification',
  ],
  'legal name held for review once a credential is approved (issue 38)': [
    'requestNameChange',
    'withdrawNameChange',
    'listNameChanges',
    'approveNameChange',
    'rejectNameChange',
  ],
  'one-click unsubscribe from optional e-mail (issue 39)': ['unsubscribeEmail', 'showUnsubscribePage'],
  'a super admin opens any organization’s inspection binder (issue 40)': ['getOrganizationInspectionBinder'],
  'the inspection binder’s QR code opens a revocable summary of the location (issue 43)': [
    'getLocationVerification',
    'revokeLocationVerificationLinks',
  ],
};

describe('route manifest', () => {
  it('serves every call of the specification, and lists nothing that serves no call', () => {
    const cognito = new Set(cognitoCalls.map((c) => `cognito:${c.call}`));
    const served = Object.values(SPEC_CALLS).flat();
    for (const id of served) {
      expect(id in routes || cognito.has(id), `${id} is neither a route nor a Cognito call`).toBe(true);
    }
    const unaccounted = routeEntries.map(([id]) => id).filter((id) => !served.includes(id));
    expect(unaccounted).toEqual([]);
  });

  it('has one route per method and path, all under /api', () => {
    const keys = routeEntries.map(([, def]) => `${def.method} ${def.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, def] of routeEntries) expect(def.path.startsWith('/api/')).toBe(true);
  });

  it('has a handler file for every implemented route, and unique handler names', () => {
    for (const [id, def] of routeEntries) {
      if (def.status === 'implemented') {
        expect(existsSync(`${handlersDir}${def.handler}.ts`), `${id}: ${def.handler}.ts`).toBe(true);
      }
    }
    const handlers = routeEntries.map(([, def]) => def.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('states the AWS needs of every implemented route, each need once', () => {
    for (const [id, def] of implementedRoutes) {
      expect(Array.isArray(def.needs), `${id} declares no needs`).toBe(true);
      expect(new Set(def.needs).size, `${id} lists a need twice`).toBe(def.needs.length);
    }
  });

  it('does not compile an implemented route without needs', () => {
    const entry = {
      method: 'GET',
      path: '/api/example',
      access: 'user',
      handler: 'example/get-example',
      summary: 'Example',
      spec: 'none',
      response: z.object({}),
    } as const;
    defineRoute({ ...entry, status: 'planned' });
    defineRoute({ ...entry, status: 'implemented', needs: ['table:read'] });
    // @ts-expect-error an implemented route must state its needs
    defineRoute({ ...entry, status: 'implemented' });
    // @ts-expect-error needs are the FunctionNeed words, nothing else
    defineRoute({ ...entry, status: 'implemented', needs: ['dynamodb:Scan'] });
  });

  it('scopes organization routes to an organization the request names', () => {
    for (const [id, def] of routeEntries) {
      if (def.access === 'org-member' || def.access === 'org-admin') {
        const namesOrg = def.path.includes('{orgId}') || def.path.startsWith('/api/locations');
        expect(namesOrg, `${id} must carry the organization in its path or use the active-organization header`).toBe(
          true,
        );
      }
    }
  });

  it('only sends bodies on POST and PUT', () => {
    for (const [id, def] of routeEntries) {
      if (def.body) expect(['POST', 'PUT'], id).toContain(def.method);
    }
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/orgs/{orgId}/invites/{inviteId}', { orgId: 'o 1', inviteId: 'i/2' })).toBe(
      '/api/orgs/o%201/invites/i%2F2',
    );
    expect(() => buildPath('/api/documents/{documentId}')).toThrow(/documentId/);
  });
});
