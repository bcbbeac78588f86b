/**
 * A person's new legal name held for review (issue 38), the parts its use cases share: the person's
 * own answer after a request or withdrawal, the audit event of each step (target the person), and
 * the super admin's decision, which is refused on their own account (separation of duties) and
 * written with its audit event in one transaction, so of two admins at once one wins and the other
 * gets 409. The person's e-mail follows from the decision's audit event (table stream, outbox:
 * events/reactions/send-name-change-mails.ts).
 */
import { AppError } from '@lunia/shared/errors';
import { type AuditActorRole, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { type TransactItem, writeTransaction } from '../../data/transactions';
import { getUserProfile, type PendingNameChange, type UserProfile } from '../../data/user-profiles';
import type { Caller } from '../../domain/caller';
import { organizationMembershipView } from '../../views/organization-view';
import { actorNameOf } from './actor';
import { ownProfileView, requireOwnProfile } from './own-profile';
import { refuseOwnCase } from './separation-of-duties';
import { listUserOrganizations } from './user-organizations';

export type NameChangeAction =
  | 'name_change_requested'
  | 'name_change_withdrawn'
  | 'name_change_approved'
  | 'name_change_rejected';

/** The fields of the legal name a held change proposes anew. */
export const proposedNameFields = (current: Pick<UserProfile, 'firstName' | 'lastName'>, pending: PendingNameChange) =>
  (['firstName', 'lastName'] as const).filter((field) => pending[field] !== current[field]);

const fullName = (name: { firstName: string; lastName: string }) => `${name.firstName} ${name.lastName}`.trim();

/** The audit event of one step, on the person's trail. */
export async function nameChangeAuditEvent(input: {
  caller: Caller;
  userId: string;
  action: NameChangeAction;
  role: AuditActorRole;
  at: string;
  reason: string;
  changedFields: string[];
}): Promise<TransactItem> {
  return putAuditEvent(
    newAuditEvent({
      targetType: 'USER',
      targetId: input.userId,
      at: input.at,
      action: input.action,
      actorId: input.caller.userId,
      actorRole: input.role,
      actorName: await actorNameOf(input.caller),
      reason: input.reason,
      changedFields: input.changedFields,
    }),
  );
}

/** The caller's own profile and organizations, as the account routes answer. */
export async function ownProfileAnswer(caller: Caller) {
  const [profile, organizations] = await Promise.all([requireOwnProfile(caller), listUserOrganizations(caller.userId)]);
  return { user: await ownProfileView(caller, profile), orgs: organizations.map(organizationMembershipView) };
}

/** The person a decision is about and their held change: 404 without the person, 409 with none held. */
export async function nameChangeToDecide(caller: Caller, userId: string | undefined) {
  const person = userId ? await getUserProfile(userId) : undefined;
  if (!person || person.deletionStartedAt) throw new AppError('NOT_FOUND', 'User not found.');
  await refuseOwnCase(caller, { userId: person.id });
  const pending = person.pendingNameChange;
  if (!pending) throw new AppError('CONFLICT', 'This person has no name change waiting for review.');
  return { person, pending };
}

/** Writes a super admin's decision with its audit event, or 409 when it was decided or withdrawn meanwhile. */
export async function writeNameDecision(input: {
  caller: Caller;
  person: UserProfile;
  pending: PendingNameChange;
  change: TransactItem;
  action: 'name_change_approved' | 'name_change_rejected';
  reason: string | undefined;
}) {
  const { person, pending } = input;
  await writeTransaction(
    [
      input.change,
      await nameChangeAuditEvent({
        caller: input.caller,
        userId: person.id,
        action: input.action,
        role: 'admin',
        at: new Date().toISOString(),
        // An approval records the names before and after; a rejection, the admin's reason.
        reason: input.reason ?? `${fullName(person)} → ${fullName(pending)}`,
        changedFields: proposedNameFields(person, pending),
      }),
    ],
    new AppError('CONFLICT', 'This name change was decided or withdrawn meanwhile. Reload and try again.'),
  );
}
