/**
 * Suspending an organization and lifting it (issue 24), for a super admin: refused for an
 * organization the admin belongs to (separation of duties: an owner cannot suspend their own), one
 * conditional write with its audit event, so of two admins at once one wins and the other gets 409.
 * The owner's e-mail follows from the audit event (table stream, outbox).
 */
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { organizationSuspendedChange, organizationUnsuspendedChange } from '../../data/organization-lifecycle';
import { getOrganization, type Organization } from '../../data/organization-profiles';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { actorNameOf } from './actor';
import { refuseOwnCase } from './separation-of-duties';

export async function changeOrganizationSuspension(input: {
  caller: Caller;
  orgId: string | undefined;
  reason: string;
  suspend: boolean;
}) {
  const { caller, reason, suspend } = input;
  const organization = input.orgId ? await getOrganization(input.orgId) : undefined;
  if (!organization || organization.deletedAt) throw new AppError('NOT_FOUND', 'Organization not found.');
  await refuseOwnCase(caller, { orgId: organization.id });
  if (suspend === (organization.suspended === true)) {
    throw new AppError(
      'CONFLICT',
      suspend ? 'This organization is already suspended.' : 'This organization is not suspended.',
    );
  }
  const at = new Date().toISOString();
  await writeTransaction(
    [
      suspend
        ? organizationSuspendedChange(organization.id, { reason, at, by: caller.userId })
        : organizationUnsuspendedChange(organization.id),
      putAuditEvent(
        newAuditEvent({
          targetType: 'ORG',
          targetId: organization.id,
          at,
          action: suspend ? 'organization_suspended' : 'organization_unsuspended',
          actorId: caller.userId,
          actorRole: 'admin',
          actorName: await actorNameOf(caller),
          reason,
        }),
      ),
    ],
    new AppError('CONFLICT', 'This organization was changed by another admin meanwhile. Reload and try again.'),
  );
  const { suspended: _s, suspendedAt: _a, suspendedReason: _r, suspendedBy: _b, ...rest } = organization;
  const changed: Organization = suspend
    ? { ...rest, suspended: true, suspendedAt: at, suspendedReason: reason, suspendedBy: caller.userId }
    : rest;
  return { organization: organizationView(changed) };
}
