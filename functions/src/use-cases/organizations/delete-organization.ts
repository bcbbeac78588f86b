import { AppError } from '@lunia/shared/errors';
import { closeInviteChange, listInvitesOfOrganization, releasePendingClaim } from '../../data/invites';
import { listMembersOfOrganization, membershipOfDeletedOrganization } from '../../data/memberships';
import { organizationDeletedChange } from '../../data/organization-lifecycle';
import { writeTransaction } from '../../data/transactions';
import type { Caller, OrgScope } from '../../domain/caller';
import { organizationAuditEvent } from '../steps/organization-audit';
import { loadOrganization } from '../steps/organization-locations';

/** DynamoDB's limit on the items of one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * The owner deletes the organization (issue 24). Refused while a subscription is live (active or past
 * due): the plan is cancelled first. Otherwise, in one transaction conditioned on what was read: the
 * organization is marked deleted and leaves the lists, every membership leaves its member's
 * organizations (the organization's routes then answer 404), pending invites are cancelled, and the
 * audit event is written. The items, payments and audit trail stay (soft delete, docs/decisions.md).
 * Members are e-mailed from the audit event (table stream).
 */
export async function deleteOrganization(input: { caller: Caller; org: OrgScope }) {
  const { caller, org } = input;
  if (org.role !== 'owner') {
    throw new AppError('OWNER_ROLE_REQUIRED', 'Only the owner can delete the organization.');
  }
  const organization = await loadOrganization(org.orgId);
  if (organization.billing && organization.billing.status !== 'canceled') {
    throw new AppError(
      'PLAN_ALREADY_ACTIVE',
      'This organization has a live subscription. Cancel the plan in Billing first, then delete the organization.',
    );
  }
  const [members, invites] = await Promise.all([
    listMembersOfOrganization(org.orgId),
    listInvitesOfOrganization(org.orgId, 'PENDING'),
  ]);
  const at = new Date().toISOString();
  const items = [
    organizationDeletedChange(org.orgId, { at, by: caller.userId }),
    await organizationAuditEvent({ caller, orgId: org.orgId, role: org.role, action: 'organization_deleted', at }),
    ...members.map((member) => membershipOfDeletedOrganization(org.orgId, member.userId, at)),
    ...invites.flatMap((invite) => [
      closeInviteChange(invite, { status: 'CANCELLED', by: caller.userId, at }),
      releasePendingClaim(invite),
    ]),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new AppError(
      'CONFLICT',
      'This organization has too many members and pending invitations to delete at once. Remove some members or cancel some invitations first.',
    );
  }
  await writeTransaction(
    items,
    new AppError(
      'CONFLICT',
      'The organization changed meanwhile (its plan, team or invitations). Reload and try again.',
    ),
  );
  return { success: true as const };
}
