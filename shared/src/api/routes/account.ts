/** Registration, profile, session and the invitations addressed to me. Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as security from '../schemas/account-security';
import { successResponse } from '../schemas/common';
import * as names from '../schemas/name-changes';
import * as preferences from '../schemas/notification-preferences';
import * as privacy from '../schemas/privacy';
import * as users from '../schemas/users';

export const accountRoutes = {
  registerUser: r({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    status: 'implemented',
    handler: 'account/register-user',
    // Registration (issue 38): the request is put beside any earlier one of the address, its code state
    // read and updated and the code queued; nothing in Cognito until the code is entered. An address
    // with an account: its profile and policy are read, the notice's cooldown claimed (a put) and the
    // notice queued.
    needs: ['table:read', 'table:put', 'table:update', 'queue:mail:send'],
    summary:
      'Create an ID: the registration waits for the e-mailed code, with nothing in Cognito until then; the same answer for an address that has an account',
    spec: 'public-site-and-auth §7 register; issues 25 and 38: registration proves the e-mail first',
    body: users.registerBody,
    response: users.registerResponse,
    successStatus: 201,
  }),
  confirmRegistration: r({
    method: 'POST',
    path: '/api/auth/register/confirm',
    access: 'public',
    status: 'implemented',
    handler: 'account/confirm-registration',
    // The try is counted on the address's code state and the code used up (updates), the registrations
    // read; then the Cognito user (created, password set, deleted again if the rest fails), the profile,
    // claims and policy (puts), and the address's registrations and code state removed (deletes).
    needs: ['users:create', 'table:read', 'table:put', 'table:update', 'table:delete'],
    summary:
      'Confirm a registration with the e-mailed code and its password: only then is the account created, and every other registration of the address removed (5 tries, 15 minutes)',
    spec: 'issues 25 and 38: registration proves the e-mail first (docs/decisions/0085-no-cognito-credential-before-address-proven.md)',
    body: users.confirmRegistrationBody,
    response: users.registrationCodeResponse,
  }),
  resendRegistrationCode: r({
    method: 'POST',
    path: '/api/auth/register/resend',
    access: 'public',
    status: 'implemented',
    handler: 'account/resend-registration-code',
    needs: ['table:read', 'table:update', 'queue:mail:send'],
    summary:
      'Send a new registration code if the address has a registration waiting (60 s apart, 10 a day); same answer and same limits otherwise',
    spec: 'issue 25: registration proves the e-mail first (docs/decisions/0067-registration-proves-the-email-first.md)',
    body: users.resendRegistrationCodeBody,
    response: users.resendRegistrationCodeResponse,
  }),
  confirmMfaEnrolment: r({
    method: 'POST',
    path: '/api/account/mfa/totp',
    access: 'user',
    status: 'implemented',
    handler: 'account/confirm-mfa-enrolment',
    // Cognito (AdminGetUser) says whether the authenticator app is verified; the session policy records it.
    needs: ['users:read', 'table:read', 'table:update', 'table:put'],
    summary: 'Record that the account enrolled an authenticator app (TOTP), when Cognito shows it verified',
    spec: 'issue 13: admin accounts need MFA',
    response: users.mfaEnrolmentResponse,
  }),
  getProfile: r({
    method: 'GET',
    path: '/api/profile',
    access: 'user',
    status: 'implemented',
    handler: 'account/get-profile',
    // Profile responses carry a presigned GET of the photo, which is only as good as photos:read.
    needs: ['table:read', 'table:update', 'photos:read'],
    summary: 'Profile and organizations (token verification), and whether an admin must enrol MFA first',
    spec: 'public-site-and-auth §7 profile',
    response: users.sessionProfileResponse,
  }),
  updateProfile: r({
    method: 'PUT',
    path: '/api/profile',
    access: 'user',
    status: 'implemented',
    handler: 'account/update-profile',
    // A new e-mail is only stored as pending, with its code (an update), and the code is queued; for an
    // address with an account, its owner's notice is queued instead (cooldown claim: a put).
    needs: ['table:read', 'table:update', 'table:put', 'queue:mail:send', 'photos:read'],
    summary: 'Edit first/last name and phone; a new e-mail waits for the code sent to it',
    spec: 'portal-and-admin §7 update profile',
    body: users.updateProfileBody,
    response: users.profileResponse,
  }),
  requestNameChange: r({
    method: 'POST',
    path: '/api/profile/name-change',
    access: 'user',
    status: 'implemented',
    handler: 'account/request-name-change',
    // Update: the held change on the profile with its list entry; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update', 'photos:read'],
    summary:
      'Ask for a new legal name once it is locked by an approved credential; held for review (replaces one held)',
    spec: 'issue 38 identity locks at the first approved credential',
    body: names.nameChangeBody,
    response: users.profileResponse,
  }),
  withdrawNameChange: r({
    method: 'DELETE',
    path: '/api/profile/name-change',
    access: 'user',
    status: 'implemented',
    handler: 'account/withdraw-name-change',
    // Update: the held change removed; Put: the audit event.
    needs: ['table:read', 'table:put', 'table:update', 'photos:read'],
    summary: 'Withdraw the new legal name held for review (nothing held: nothing to do)',
    spec: 'issue 38 identity locks at the first approved credential',
    response: users.profileResponse,
  }),
  sendEmailVerificationCode: r({
    method: 'POST',
    path: '/api/profile/email-verification',
    access: 'user',
    status: 'implemented',
    handler: 'account/send-email-verification-code',
    // For a pending address another account took meanwhile, the owner's notice (cooldown claim: a put).
    needs: ['table:read', 'table:update', 'table:put', 'queue:mail:send'],
    summary:
      'Send (or resend) a 6-digit code: to the pending new e-mail, else to the unproven current one (60 s apart, 10 a day)',
    spec: 'issue 10: proving e-mail ownership (docs/decisions/0014-proving-email-ownership.md)',
    response: users.emailStatusResponse,
  }),
  confirmEmailVerification: r({
    method: 'POST',
    path: '/api/profile/email-verification/confirm',
    access: 'user',
    status: 'implemented',
    handler: 'account/confirm-email-verification',
    // A pending change moves the unique e-mail claim (update + delete + put) and the Cognito e-mail.
    needs: ['table:read', 'table:update', 'table:put', 'table:delete', 'users:update-attributes'],
    summary: 'Confirm the code: the pending e-mail takes effect, or the current one is proven (5 tries, 15 minutes)',
    spec: 'issue 10: proving e-mail ownership (docs/decisions/0014-proving-email-ownership.md)',
    body: users.confirmEmailVerificationBody,
    response: users.emailStatusResponse,
  }),
  cancelEmailChange: r({
    method: 'DELETE',
    path: '/api/profile/email-verification',
    access: 'user',
    status: 'implemented',
    handler: 'account/cancel-email-change',
    needs: ['table:read', 'table:update'],
    summary: 'Drop the pending e-mail change (the e-mail stays as it is)',
    spec: 'issue 10: proving e-mail ownership (docs/decisions/0014-proving-email-ownership.md)',
    response: users.emailStatusResponse,
  }),
  changePassword: r({
    method: 'POST',
    path: '/api/account/password',
    access: 'user',
    status: 'implemented',
    handler: 'account/change-password',
    // Cognito's ChangePassword and GlobalSignOut take the caller's own access token (no IAM); the
    // session policy records the end of every other session (an update) with its audit event (a put),
    // which names the person (a read of the profile).
    needs: ['table:read', 'table:update', 'table:put'],
    summary: 'Change the password (current one checked): every session ends, the web signs in again, e-mail sent',
    spec: 'issue 25: password and sessions (docs/decisions/0054-password-and-sessions.md)',
    body: security.changePasswordBody,
    response: security.sessionsEndedResponse,
  }),
  signOutEverywhere: r({
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    access: 'user',
    status: 'implemented',
    handler: 'account/sign-out-everywhere',
    // GlobalSignOut with the caller's own access token (no IAM); the session policy refuses every
    // token issued before now (an update), with its audit event (a put, naming the person: a read).
    needs: ['table:read', 'table:update', 'table:put'],
    summary: 'End every session of the account, this one included: their tokens are refused at once',
    spec: 'issue 25: password and sessions (docs/decisions/0054-password-and-sessions.md)',
    response: security.sessionsEndedResponse,
  }),
  updateNotificationPreferences: r({
    method: 'PUT',
    path: '/api/account/notification-preferences',
    access: 'user',
    status: 'implemented',
    handler: 'account/update-notification-preferences',
    // The language and the opted-out e-mails on the caller's own profile (an update).
    needs: ['table:update'],
    summary: "Choose the language of the account's e-mails and which optional e-mails it receives",
    spec: 'issue 25: privacy rights (notification preferences; docs/decisions/0063-notification-preferences.md)',
    body: preferences.updateNotificationPreferencesBody,
    response: preferences.notificationPreferencesResponse,
  }),
  exportMyData: r({
    method: 'GET',
    path: '/api/account/data',
    access: 'user',
    status: 'implemented',
    handler: 'account/export-my-data',
    // Queries only (profile, memberships, documents, audit events by their partitions); the hourly
    // export counter (an update) and the "data exported" audit event (a put); presigned GETs of files.
    needs: ['table:read', 'table:update', 'table:put', 'documents:read'],
    summary: 'Everything Lunia holds about the caller, as JSON (documents with 15-minute links); 3 an hour',
    spec: 'issue 25: privacy rights (docs/decisions/0065-privacy-rights-export-and-deletion.md)',
    response: privacy.exportMyDataResponse,
  }),
  deleteMyAccount: r({
    method: 'POST',
    path: '/api/account/deletion',
    access: 'user',
    status: 'implemented',
    handler: 'account/delete-my-account',
    // Cognito checks the password and deletes the user with the caller's own access token (no IAM);
    // the rest removes the person's items and files and rewrites their audit events' actor.
    needs: [
      'table:read',
      'table:put',
      'table:update',
      'table:delete',
      'documents:delete',
      'photos:delete',
      'queue:mail:send',
    ],
    summary:
      'Delete the account (password checked): files, profile, memberships, invitations; audit kept under a pseudonym',
    spec: 'issue 25: privacy rights (docs/decisions/0065-privacy-rights-export-and-deletion.md)',
    body: privacy.deleteMyAccountBody,
    response: privacy.deleteMyAccountResponse,
  }),
  createProfilePhotoUpload: r({
    method: 'POST',
    path: '/api/profile/photo',
    access: 'user',
    status: 'implemented',
    handler: 'account/create-profile-photo-upload',
    needs: ['table:read', 'table:update', 'photos:write'],
    summary: 'Presigned POST for a new profile photo',
    spec: 'portal-and-admin §7 photo',
    body: users.photoUploadBody,
    response: users.photoUploadResponse,
  }),
  deleteProfilePhoto: r({
    method: 'DELETE',
    path: '/api/profile/photo',
    access: 'user',
    status: 'implemented',
    handler: 'account/delete-profile-photo',
    needs: ['table:update', 'photos:delete'],
    summary: 'Remove the profile photo',
    spec: 'portal-and-admin §7 photo',
    response: users.photoUrlResponse,
  }),
  refreshProfilePhotoUrl: r({
    method: 'POST',
    path: '/api/profile/photo/refresh',
    access: 'user',
    status: 'implemented',
    handler: 'account/refresh-profile-photo-url',
    needs: ['table:read', 'photos:read'],
    summary: 'A fresh short-lived URL for the photo',
    spec: 'portal-and-admin §7 photo refresh',
    response: users.photoUrlResponse,
  }),
  changeContext: r({
    method: 'POST',
    path: '/api/context-change',
    access: 'user',
    status: 'implemented',
    handler: 'account/change-context',
    needs: ['table:read', 'table:update'],
    summary: 'Record a switch between individual and organization mode',
    spec: 'public-site-and-auth §7 context-change',
    body: users.contextChangeBody,
    response: successResponse,
  }),
  getUserStats: r({
    method: 'GET',
    path: '/api/users/me/stats',
    access: 'user',
    status: 'implemented',
    handler: 'account/get-user-stats',
    needs: ['table:read'],
    summary: 'Dashboard stats cards',
    spec: 'portal-and-admin §7 user stats',
    response: users.userStatsResponse,
  }),
} satisfies Record<string, RouteDef>;
