import type { NameChangeBody } from '@lunia/shared/api/schemas/name-changes';
import { AppError } from '@lunia/shared/errors';
import { writeTransaction } from '../../data/transactions';
import { nameChangeRequestedChange } from '../../data/user-name-changes';
import { changedNameField, isIdentityLocked } from '../../domain/account/identity-lock';
import type { Caller } from '../../domain/caller';
import { ownAccountRole } from '../steps/actor';
import { nameChangeAuditEvent, ownProfileAnswer, proposedNameFields } from '../steps/name-change';
import { requireOwnProfile } from '../steps/own-profile';

/**
 * The person asks for a new legal name once it is locked (issue 38: a credential of theirs was
 * approved, or they were verified). It is held for a super admin's review, replacing the one held
 * before, with its audit event; the name on file (and on the verification page) stays until approved.
 * 409 NAME_NOT_LOCKED while the name can still be edited directly; 400 NAME_UNCHANGED (field
 * `firstName`) for the name already on file; 409 CONFLICT when the names or the held change moved
 * meanwhile.
 */
export async function requestNameChange(input: { caller: Caller; body: NameChangeBody }) {
  const { caller, body } = input;
  const profile = await requireOwnProfile(caller);
  if (!isIdentityLocked(profile)) throw new AppError('NAME_NOT_LOCKED');
  if (!changedNameField(profile, body)) throw new AppError('NAME_UNCHANGED', undefined, 'firstName');
  const at = new Date().toISOString();
  const pending = { firstName: body.firstName, lastName: body.lastName, reason: body.reason, requestedAt: at };
  await writeTransaction(
    [
      nameChangeRequestedChange(caller.userId, {
        pending,
        seenPending: profile.pendingNameChange,
        seenNames: { firstName: profile.firstName, lastName: profile.lastName },
      }),
      await nameChangeAuditEvent({
        caller,
        userId: caller.userId,
        action: 'name_change_requested',
        role: ownAccountRole(caller),
        at,
        reason: body.reason,
        changedFields: proposedNameFields(profile, pending),
      }),
    ],
    new AppError('CONFLICT', 'Your name or your name change was changed meanwhile. Reload and try again.'),
  );
  return ownProfileAnswer(caller);
}
