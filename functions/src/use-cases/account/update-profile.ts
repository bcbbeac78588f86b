import { nameProblemMessage, newNameProblem } from '@lunia/shared/domain/names';
import { AppError } from '@lunia/shared/errors';
import { updateProfileDetails } from '../../data/user-profiles';
import { pendingEmailOf } from '../../domain/account/email-verification';
import { changedNameField, isIdentityLocked } from '../../domain/account/identity-lock';
import type { Caller } from '../../domain/caller';
import { organizationMembershipView } from '../../views/organization-view';
import { sendEmailCode } from '../steps/email-code';
import { ownProfileView, requireOwnProfile } from '../steps/own-profile';
import { accountOfAddress, noticeRegistrationAttempt } from '../steps/pending-registration';
import { listUserOrganizations } from '../steps/user-organizations';

/**
 * Edits the caller's own names and phone. A new e-mail does not take effect here: it is stored as
 * pending with a code sent to it, in the same write as the names and phone (an address that has an
 * account gets the same answer, but its owner is e-mailed instead of the code: issue 25); POST /api/profile/email-verification/confirm makes it
 * the e-mail. The same address again (already pending) sends nothing new: that is what resend is for.
 * Once a credential of the person was approved (or they were verified), the legal name (first and
 * last name, as reviewed against the licences) is not changed here: 409 VERIFIED_NAME_LOCKED with the
 * field, before anything is written; a new name is asked for through review (request-name-change.ts,
 * issue 38). The write itself holds only while the names are still the ones read and, for a new
 * name, the identity is still unlocked (data/user-profile-updates.ts), else 409 CONFLICT.
 */
export async function updateProfile(input: {
  caller: Caller;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | undefined;
}) {
  const { caller } = input;
  const profile = await requireOwnProfile(caller);
  // A new name must be a name (issue 39); the stored one, perhaps older than the rule, may stay as it is.
  for (const [name, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const) {
    const problem = newNameProblem('person', input[name], profile[name]);
    if (problem) throw new AppError('VALIDATION_FAILED', nameProblemMessage('person', label, problem), name);
  }
  const field = changedNameField(profile, input);
  if (field && isIdentityLocked(profile)) throw new AppError('VERIFIED_NAME_LOCKED', undefined, field);
  const details = { firstName: input.firstName, lastName: input.lastName, phone: input.phone };
  const edit = { details, seen: { firstName: profile.firstName, lastName: profile.lastName } };
  const newEmail = input.email && input.email !== profile.email.toLowerCase() ? input.email : undefined;
  if (!newEmail || newEmail === pendingEmailOf(profile)) {
    await updateProfileDetails(caller.userId, edit);
  } else {
    // An address with an account is answered like a free one (issue 25): the code is withheld and
    // the address's owner is told instead, so the answer never reveals that the address has an account.
    const owner = await accountOfAddress(newEmail);
    await sendEmailCode({ profile, email: newEmail, edit, withheld: owner !== undefined });
    if (owner) await noticeRegistrationAttempt(newEmail, owner, new Date(), 'change');
  }
  const [updated, organizations] = await Promise.all([requireOwnProfile(caller), listUserOrganizations(caller.userId)]);
  return { user: await ownProfileView(caller, updated), orgs: organizations.map(organizationMembershipView) };
}
