/**
 * A valid request for every implemented route: the authorization matrix sends it to prove that
 * allowed callers get through, and the bad-input test breaks it field by field.
 * A route without an example fails both tests, so adding a route means adding its example here.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { adminOrganizationExamples, adminOrganizationExpectations } from './admin-organization-examples';
import { adminUserExamples, adminUserExpectations } from './admin-user-examples';
import { billingExamples, billingExpectations } from './billing-examples';
import { continuingEducationExamples, continuingEducationExpectations } from './continuing-education-examples';
import { credentialExamples, credentialExpectations } from './credential-examples';
import { documentExamples, documentExpectations } from './document-examples';
import { unprovenEmailOfCaller } from './email-code';
import { emailSuppressionExamples, emailSuppressionExpectations } from './email-suppression-examples';
import { extensionOrderExamples, extensionOrderExpectations } from './extension-order-examples';
import { PLACEHOLDER_PROOF, withFormProof } from './form-proof';
import { inviteExamples, inviteExpectations } from './invite-examples';
import { uniqueEmail } from './local-clients';
import { maintenanceExamples, maintenanceExpectations } from './maintenance-examples';
import { moduleExamples, moduleExpectations } from './module-examples';
import { nameChangeExamples, nameChangeExpectations } from './name-change-examples';
import { notificationExamples, notificationExpectations } from './notification-examples';
import { notificationPreferenceExamples, notificationPreferenceExpectations } from './notification-preference-examples';
import { organizationChangeExamples, organizationChangeExpectations } from './organization-change-examples';
import { organizationExamples, organizationExpectations } from './organization-examples';
import type { OrganizationCaller } from './organization-fixture';
import { pharmacistInChargeExamples, pharmacistInChargeExpectations } from './pharmacist-in-charge-examples';
import { privacyExamples, privacyExpectations } from './privacy-examples';
import { registrationExamples, registrationExpectations } from './registration-examples';
import { reminderExamples, reminderExpectations } from './reminder-examples';
import type { StackInfo } from './stack-info';
import { teamExamples, teamExpectations } from './team-examples';
import { unsubscribeExamples, unsubscribeExpectations } from './unsubscribe-examples';
import { verificationLinkExamples, verificationLinkExpectations } from './verification-link-examples';

const endsCallerSessions = 'it ends every session of the caller (password-and-sessions.test.ts)';

export interface RouteExample {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /**
   * Fixtures the request needs, made right before it is sent for the caller about to send it (a
   * document of the caller, a pending document to review, an eligible user): returns path
   * parameters merged over `params`. Bodies stay static so the bad-input test can break them.
   */
  setup?: (context: ExampleContext) => Promise<Record<string, string>>;
  /**
   * Org-scoped: the request names the fixture organization (./organization-fixture.ts) as `{orgId}`
   * and in the `x-active-org-id` header, whoever the caller is.
   */
  organization?: true;
  /**
   * A raw-body route (a signed webhook), or a public form (its bot-check proof is single use): the
   * exact bytes and headers to send, made per call. `body` stays the static version to break.
   */
  signed?: (context: ExampleContext) => Promise<{ rawBody: string; headers: Record<string, string> }>;
  /**
   * Why an allowed caller's request is not sent on the shared stack (it would change what the other
   * test files, running at the same time, count on), and where it is sent instead. Refusals are
   * still checked: they change nothing.
   */
  notOnSharedStack?: string;
}

export interface ExampleContext {
  stack: StackInfo;
  caller: MatrixCaller;
  /**
   * The caller's access token (none for anonymous): for the platform callers, accounts of the test
   * file's own (./platform-callers.ts), never the seeded demo accounts, since examples act on the
   * caller's own profile.
   */
  token?: string;
}

/** The path parameters of an example, with its fixtures made for this caller. */
export async function exampleParams(example: RouteExample, context: ExampleContext): Promise<Record<string, string>> {
  return { ...example.params, ...(example.setup ? await example.setup(context) : {}) };
}

/**
 * A public form: the static body (with a placeholder proof) for the bad-input test to break, and a
 * fresh bot-check proof per call for the requests that must get through (./form-proof.ts).
 */
const publicForm = (fields: Record<string, unknown>): RouteExample => ({
  body: { ...fields, proof: PLACEHOLDER_PROOF },
  signed: ({ stack }) => withFormProof(stack, fields),
});

export const routeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  getFormChallenge: () => ({}),
  getOpenApiDocument: () => ({}),
  createBetaSignup: () =>
    publicForm({
      product: 'core',
      firstName: 'Matrix',
      lastName: 'Tester',
      email: uniqueEmail('matrix'),
      pharmacyName: 'Farmacia Matriz',
      phone: '787-555-0100',
      pharmacyType: 'independent',
      currentSystem: 'Paper',
      message: 'Interested',
      language: 'en',
    }),
  createPartnerInquiry: () =>
    publicForm({
      name: 'Matrix Partner',
      email: uniqueEmail('matrix-partner'),
      organization: 'Clínica Matriz',
      role: 'CTO',
      partnerType: 'clinic',
      message: 'We would like to integrate.',
      language: 'en',
    }),
  createContactMessage: () =>
    publicForm({
      name: 'Matrix Contact',
      email: uniqueEmail('matrix-contact'),
      role: 'pharmacist',
      organization: 'Farmacia Matriz',
      message: 'A question about Lunia.',
      language: 'en',
    }),
  // Account (issue 4). Every example works for any signed-in caller: these routes act on the
  // caller's own profile (the token's sub), so the same request is valid for the user and the admin.
  registerUser: () => ({
    body: {
      firstName: 'Matrix',
      lastName: 'Registrant',
      email: uniqueEmail('matrix-register'),
      password: 'matrix-pass1!',
      phone: '787-555-0101',
      accountType: 'pharmacist',
      licenseNumber: 'LIC-123',
      language: 'en',
    },
  }),
  getProfile: () => ({}),
  // Nobody in the matrix has an authenticator app: the answer is "not enrolled" (session-control.test.ts enrols one).
  confirmMfaEnrolment: () => ({}),
  // No e-mail: a new address applies only with the code mailed to it (email-change.test.ts covers it).
  updateProfile: () => ({ body: { firstName: 'Matrix', lastName: 'Tester', phone: '787-555-0102' } }),
  // The caller's e-mail is made unproven first (with a known code for confirm), so each call has
  // something to do; confirming proves it again.
  sendEmailVerificationCode: () => ({ setup: ({ stack, token }) => unprovenEmailOfCaller(stack, token) }),
  confirmEmailVerification: () => ({
    body: { code: '123456' },
    setup: ({ stack, token }) => unprovenEmailOfCaller(stack, token, '123456'),
  }),
  cancelEmailChange: () => ({}),
  // Both end every session of the caller, which the rest of this file's requests need:
  // password-and-sessions.test.ts sends them as accounts of its own.
  changePassword: () => ({
    body: { currentPassword: 'matrix-pass1!', newPassword: 'matrix-pass2!' },
    notOnSharedStack: endsCallerSessions,
  }),
  signOutEverywhere: () => ({ notOnSharedStack: endsCallerSessions }),
  createProfilePhotoUpload: () => ({ body: { contentType: 'image/png', size: 1024 } }),
  deleteProfilePhoto: () => ({}),
  refreshProfilePhotoUrl: () => ({}),
  changeContext: () => ({ body: { activeOrgId: null, platform: 'website', timestamp: new Date().toISOString() } }),
  getUserStats: () => ({}),
  listMyOrganizations: () => ({}),
  // The audit log (issue 14), with every filter; its organization side is in ./organization-examples.ts.
  listAuditEvents: () => ({
    query: {
      actorId: 'system',
      targetType: 'DOCUMENT',
      action: 'file_accepted',
      from: '2025-01-01T00:00:00.000Z',
      to: '2030-01-01T00:00:00.000Z',
      limit: '5',
    },
  }),
  // Documents, review and BookRx (issue 5): see ./document-examples.ts.
  ...registrationExamples,
  ...documentExamples,
  ...continuingEducationExamples,
  ...credentialExamples,
  // Organizations and pharmacy locations (issue 10): see ./organization-examples.ts.
  ...organizationExamples,
  ...teamExamples,
  ...moduleExamples,
  ...billingExamples,
  ...inviteExamples,
  ...reminderExamples,
  ...extensionOrderExamples,
  ...maintenanceExamples,
  ...adminOrganizationExamples,
  ...organizationChangeExamples,
  ...nameChangeExamples,
  ...adminUserExamples,
  ...notificationExamples,
  ...privacyExamples,
  ...emailSuppressionExamples,
  ...notificationPreferenceExamples,
  ...unsubscribeExamples,
  ...verificationLinkExamples,
  ...pharmacistInChargeExamples,
};

/** Platform callers: nobody, a signed-in pharmacist, a platform admin. */
export type Caller = 'anonymous' | 'user' | 'admin';
/**
 * Org-scoped routes are also called by each role of the fixture organization and by an outsider;
 * admin routes also by a `support` admin (who may do what `admin`, a super_admin, may unless the
 * route is super-admin only, where the expectation must say so).
 */
export type MatrixCaller = Caller | OrganizationCaller | 'support';
export type Expectation = 'allow' | 'deny';

/**
 * Who may call each implemented route. Written by hand on purpose: it is the reviewer's statement
 * of intent, checked against what the gateway and handlers actually do.
 */
export const authorizationExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & Partial<Record<OrganizationCaller | 'support', Expectation>>>
> = {
  getFormChallenge: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  getOpenApiDocument: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  createBetaSignup: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  registerUser: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  getProfile: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  confirmMfaEnrolment: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  updateProfile: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  sendEmailVerificationCode: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  confirmEmailVerification: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  cancelEmailChange: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  changePassword: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  signOutEverywhere: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  createProfilePhotoUpload: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  deleteProfilePhoto: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  refreshProfilePhotoUrl: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  changeContext: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  getUserStats: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  listMyOrganizations: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  createPartnerInquiry: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  createContactMessage: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  listAuditEvents: { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'allow' },
  ...registrationExpectations,
  ...documentExpectations,
  ...continuingEducationExpectations,
  ...credentialExpectations,
  ...organizationExpectations,
  ...teamExpectations,
  ...moduleExpectations,
  ...billingExpectations,
  ...inviteExpectations,
  ...reminderExpectations,
  ...extensionOrderExpectations,
  ...maintenanceExpectations,
  ...adminOrganizationExpectations,
  ...emailSuppressionExpectations,
  ...notificationPreferenceExpectations,
  ...unsubscribeExpectations,
  ...organizationChangeExpectations,
  ...nameChangeExpectations,
  ...adminUserExpectations,
  ...notificationExpectations,
  ...privacyExpectations,
  ...verificationLinkExpectations,
  ...pharmacistInChargeExpectations,
};
