/**
 * A super admin's decision on an organization (issue 24): approving or rejecting the change of legal
 * name or licence number its owner asked for, or revoking its approval. Refused for an organization
 * the admin belongs to (separation of duties); one conditional write with its audit event, so of two
 * admins at once one wins and the other gets 409. The owner's e-mail follows from the audit event
 * (table stream, outbox: events/reactions/send-organization-change-mails.ts).
 */
import { AppError } from '@lunia/shared/errors';
import { type AuditAction, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { getOrganization, type Organization } from '../../data/organization-profiles';
import { type TransactItem, writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from './actor';
import { refuseOwnCase } from './separation-of-duties';

/** The organization a decision is about: it exists, is not deleted, and the admin is not one of its members. */
export async function organizationToDecide(caller: Caller, orgId: string | undefined): Promise<Organization> {
  const organization = orgId ? await getOrganization(orgId) : undefined;
  if (!organization || organization.deletedAt) throw new AppError('NOT_FOUND', 'Organization not found.');
  await refuseOwnCase(caller, { orgId: organization.id });
  return organization;
}

/** Writes the decision's change with its audit event (the admin as actor), or 409 when someone else decided first. */
export async function writeDecision(input: {
  caller: Caller;
  organization: Organization;
  change: TransactItem;
  action: AuditAction;
  at: string;
  reason?: string;
  changedFields?: string[];
}) {
  await writeTransaction(
    [
      input.change,
      putAuditEvent(
        newAuditEvent({
          targetType: 'ORG',
          targetId: input.organization.id,
          at: input.at,
          action: input.action,
          actorId: input.caller.userId,
          actorRole: 'admin',
          actorName: await actorNameOf(input.caller),
          ...(input.reason !== undefined ? { reason: input.reason } : {}),
          ...(input.changedFields ? { changedFields: input.changedFields } : {}),
        }),
      ),
    ],
    new AppError('CONFLICT', 'This organization was changed by someone else meanwhile. Reload and try again.'),
  );
}

/** The held change of an organization, or 409 when there is none to decide. */
export function heldChangeOf(organization: Organization) {
  if (!organization.pendingChange)
    throw new AppError('CONFLICT', 'This organization has no change waiting for review.');
  return organization.pendingChange;
}

/** The reviewed fields a held change proposes (for the audit event). */
export const proposedFields = (pending: NonNullable<Organization['pendingChange']>) =>
  (['name', 'pharmacyLicenseNumber'] as const).filter((field) => pending[field] !== undefined);
