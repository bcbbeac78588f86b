/**
 * What its owner or admin edits of an organization, and the change Lunia reviews (issue 24), on its
 * profile item `ORG#<id>`/`PROFILE`: on a verified organization a new legal name or pharmacy licence
 * number is held as `pendingChange` (the proposed values, when and by whom) while the verified values
 * stay; a super admin applies it or removes it. A super admin's revocation of the approval is here too:
 * verified and canSubscribe fall back and the organization returns to the pending status list. Every
 * write is conditioned on the state the caller read, so a concurrent decision makes it fail.
 */

import { tableName } from './client';
import { type HeldChangeTarget, heldChangeAppliedChange, heldChangeRemovedChange } from './held-changes';
import { organizationKeys } from './keys';
import type { OrganizationDetails, PendingOrganizationChange } from './organization-profiles';
import type { TransactItem } from './transactions';

/** The verification the edit was decided on: a reviewed field is applied or held according to it. */
const verificationCondition = (verified: boolean) =>
  verified ? 'verified = :verified' : '(attribute_not_exists(verified) OR verified = :verified)';

/**
 * The owner's edit: sets `details` (the fields that apply at once) and, for a verified organization,
 * sets the held change (`pending` an object), removes it (`null`) or leaves it (`undefined`). When it
 * touches the legal name or licence number (held or applied), it commits only while the organization's
 * verification is still the one read.
 */
export function organizationEditChange(
  orgId: string,
  edit: {
    details: Partial<OrganizationDetails>;
    pending: PendingOrganizationChange | null | undefined;
    /** The held change as read: a new or removed one commits only while it is still that one. */
    seenPending: PendingOrganizationChange | undefined;
    reviewed: boolean;
    verified: boolean;
  },
): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(edit.details)
    .filter(([, value]) => value !== undefined)
    .map(([field, value], i) => {
      names[`#f${i}`] = field;
      values[`:v${i}`] = value;
      return `#f${i} = :v${i}`;
    });
  if (edit.pending) {
    sets.push('pendingChange = :pending');
    values[':pending'] = edit.pending;
  }
  const remove = edit.pending === null ? ' REMOVE pendingChange' : '';
  if (sets.length === 0 && !remove) throw new Error('An organization edit needs at least one change');
  const conditions = ['attribute_exists(PK)', 'attribute_not_exists(deletedAt)'];
  if (edit.reviewed) {
    conditions.push(verificationCondition(edit.verified));
    values[':verified'] = edit.verified;
  }
  if (edit.pending !== undefined) {
    if (edit.seenPending) {
      conditions.push('pendingChange.requestedAt = :seenRequestedAt');
      values[':seenRequestedAt'] = edit.seenPending.requestedAt;
    } else conditions.push('attribute_not_exists(pendingChange)');
  }
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression: `${sets.length > 0 ? `SET ${sets.join(', ')}` : ''}${remove}`.trim(),
      ConditionExpression: conditions.join(' AND '),
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The organization's held change (data/held-changes.ts): a deleted organization has nothing to decide. */
const heldChangeOf = (orgId: string): HeldChangeTarget => ({
  Key: organizationKeys.profile(orgId),
  attribute: 'pendingChange',
  alive: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
});

/** A super admin approves the held change: its values become the organization's, and it is gone. */
export function pendingChangeAppliedChange(orgId: string, pending: PendingOrganizationChange): TransactItem {
  const applied: Record<string, string> = {};
  if (pending.name !== undefined) applied.name = pending.name;
  if (pending.pharmacyLicenseNumber !== undefined) applied.pharmacyLicenseNumber = pending.pharmacyLicenseNumber;
  return heldChangeAppliedChange(heldChangeOf(orgId), pending.requestedAt, applied);
}

/** The held change is rejected (by a super admin) or withdrawn (by the owner): the verified values stay. */
export function pendingChangeRemovedChange(orgId: string, pending: PendingOrganizationChange): TransactItem {
  return heldChangeRemovedChange(heldChangeOf(orgId), pending.requestedAt);
}

/**
 * A super admin revokes the approval of a verified organization: verified and canSubscribe become
 * false, it moves back to the pending GSI2 list and the approval's when and who go — only while it is
 * verified and not deleted, so of two admins at once one wins.
 */
export function organizationApprovalRevokedChange(orgId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: organizationKeys.profile(orgId),
      UpdateExpression:
        'SET verified = :false, canSubscribe = :false, GSI2PK = :pendingPartition REMOVE approvedAt, approvedBy',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt) AND verified = :true',
      ExpressionAttributeValues: {
        ':true': true,
        ':false': false,
        ':pendingPartition': organizationKeys.statusPartition('pending'),
      },
    },
  };
}
