import { DEFAULT_LANGUAGE } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import {
  deleteInvitation,
  deleteOwnPartitionExceptProfile,
  deleteProfileWithClaims,
  listAllInvitationsFor,
  markAccountDeletion,
  pseudonymizeActor,
} from '../../data/account-deletion';
import { newAuditEvent, recordAuditEvent } from '../../data/audit-events';
import { isConditionalCheckFailed } from '../../data/client';
import { listOwnerDocuments } from '../../data/documents';
import { listMembershipsOfUser } from '../../data/memberships';
import { endAllSessions } from '../../data/session-policy';
import { getUserProfile, type UserProfile } from '../../data/user-profiles';
import { closeVerificationLink, listOwnerVerificationLinks } from '../../data/verification-links';
import { deletedUserPseudonym } from '../../domain/account/deleted-user';
import type { Caller } from '../../domain/caller';
import { CognitoError, confirmOwnPassword, deleteOwnUser } from '../../lib/aws/cognito-own-account';
import { enqueueMail } from '../../lib/aws/mail-queue';
import { deleteObject } from '../../lib/aws/s3-objects';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { leaveOrganization, refuseSoleOwnership } from '../steps/account-removal';
import { ownAccountRole } from '../steps/actor';
import { deleteDocumentAndFiles } from '../steps/document-deletion';

/**
 * "Delete my account" (issue 25). Cognito checks the password first (a wrong one changes nothing);
 * an admin account and the only owner of an organization are refused before anything changes. Then,
 * in an order where every step can run again (docs/decisions/0065-privacy-rights-export-and-deletion.md, "Deleting
 * an account"):
 *
 * 0. every session that began before now is refused (issue 38): another device's token can create
 *    nothing while the deletion runs (a sign-in after this point may run the deletion again);
 * 1. the profile is marked `deletionStartedAt` and the confirmation e-mail is queued (its dedupe key
 *    is the account, so a second run sends no second e-mail) while the address is still known;
 * 2. the person's documents go through the documents' own deletion (records, versions, files), then
 *    the photo files, the memberships (each as a removal, audited), the invitations addressed to them,
 *    their verification links (each left as a closed marker, so its page answers 410) and everything
 *    else in their own partition;
 * 3. every audit event they caused gets the pseudonym as actor, and `account_deleted` is recorded;
 * 4. the profile and its e-mail and LUNIA ID claims go together (the address is free again); the
 *    session policy stays as the account's tombstone, now `deletedAt`: every token of the account is
 *    refused for good, whenever it signed in;
 * 5. last, the Cognito user: until then the person can still sign in and run the deletion again.
 *
 * The table stream takes the profile's and memberships' removals from the admin lookups and counters.
 */
export async function deleteMyAccount(input: { caller: Caller; accessToken: string; password: string }) {
  const { caller, accessToken } = input;
  if (!accessToken) throw new AppError('UNAUTHENTICATED');
  if (caller.isAdmin) throw new AppError('ADMIN_ACCOUNT_DELETION');
  await checkPassword(accessToken, input.password);
  const memberships = await listMembershipsOfUser(caller.userId);
  await refuseSoleOwnership(memberships);

  await endAllSessions(caller.userId, new Date(), 'account_deletion_started');
  const at = new Date().toISOString();
  const profile = await getUserProfile(caller.userId);
  const startedAt = profile ? await markAccountDeletion(caller.userId, at) : undefined;
  if (profile) await sendConfirmation(profile);

  for (const doc of await listOwnerDocuments('USER', caller.userId)) {
    await deleteDocumentAndFiles(caller, { doc, role: 'owner' });
  }
  if (profile) await deletePhotoFiles(profile);
  const pseudonym = deletedUserPseudonym(caller.userId);
  for (const membership of memberships) await leaveOrganization(caller, membership, { at, pseudonym });
  if (profile) {
    for (const invite of await listAllInvitationsFor(profile.email)) await deleteInvitation(invite);
  }
  for (const link of await listOwnerVerificationLinks(caller.userId)) await closeVerificationLink(link, at);
  await deleteOwnPartitionExceptProfile(caller.userId);

  const rewritten = await pseudonymizeActor(caller.userId, pseudonym);
  if (startedAt) await recordDeletion(caller, pseudonym, startedAt);
  if (profile) await deleteProfileWithClaims(profile);
  await endAllSessions(caller.userId, new Date(), 'account_deleted');
  await deleteCognitoUser(accessToken);
  logger.info('Account deleted', { pseudonym, auditEventsRewritten: rewritten });
  return { deletedAt: startedAt ?? at };
}

async function checkPassword(accessToken: string, password: string): Promise<void> {
  try {
    await confirmOwnPassword({ accessToken, password });
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    switch (error.name) {
      case 'PasswordHistoryPolicyViolationException':
        return; // Cognito checked the password, then refused to set it again: it is the right one.
      case 'NotAuthorizedException':
        // The same type says "wrong password" and "this token was revoked or expired".
        throw /password/i.test(error.message)
          ? new AppError('PASSWORD_INCORRECT', undefined, 'password')
          : new AppError('UNAUTHENTICATED');
      case 'LimitExceededException':
      case 'TooManyRequestsException':
        throw new AppError('TOO_MANY_REQUESTS');
      default:
        throw error;
    }
  }
}

/** The last e-mail to the address, in the account's language, before the address is forgotten. */
async function sendConfirmation(profile: UserProfile): Promise<void> {
  await enqueueMail({
    template: 'account-deleted',
    to: profile.email,
    language: profile.language ?? DEFAULT_LANGUAGE,
    data: { firstName: profile.firstName },
    dedupeKey: `account-deleted#${profile.id}`,
  });
}

/** The current photo and an upload not checked yet (noncurrent versions expire by the bucket's rule). */
async function deletePhotoFiles(profile: UserProfile): Promise<void> {
  const keys = [profile.profilePhotoKey, profile.pendingPhotoKey].filter((key): key is string => Boolean(key));
  for (const key of new Set(keys)) await deleteObject(env.photosBucket, key);
}

/** The deletion's own audit event, once: its id and time are the deletion's, so a second run finds it written. */
async function recordDeletion(caller: Caller, pseudonym: string, startedAt: string): Promise<void> {
  try {
    await recordAuditEvent(
      newAuditEvent({
        id: `${pseudonym}-deleted`,
        targetType: 'USER',
        targetId: caller.userId,
        at: startedAt,
        action: 'account_deleted',
        actorId: pseudonym,
        actorRole: ownAccountRole(caller),
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The Cognito user goes last; one already gone (a run that stopped right after) is done. */
async function deleteCognitoUser(accessToken: string): Promise<void> {
  try {
    await deleteOwnUser(accessToken);
  } catch (error) {
    if (error instanceof CognitoError && error.name === 'UserNotFoundException') return;
    throw error;
  }
}
