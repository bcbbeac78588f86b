/**
 * The audit event of a change to an organization or its locations (target ORG), written in the
 * change's own transaction. The actor role is the caller's role in the organization: `owner`, or
 * `member` for an organization admin; a Lunia super admin acting on the organization is the audit
 * vocabulary's `admin` (a platform admin).
 */
import type { OrgRole } from '@lunia/shared/domain/constants';
import { type AuditAction, newAuditEvent, putAuditEvent } from '../../data/audit-events';
import type { TransactItem } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { actorNameOf } from './actor';

export interface OrganizationAudit {
  caller: Caller;
  orgId: string;
  /** The caller's role in the organization, or `super_admin` for a Lunia super admin acting on it. */
  role: OrgRole | 'super_admin';
  action: AuditAction;
  at: string;
  /** Location events: the location, named as it was when the event happened (it may be renamed or deleted later). */
  location?: { id: string; name: string };
  inviteId?: string;
  /** An inspection binder's event: the verification link it carries (never its token). */
  linkId?: string;
  changedFields?: string[];
  /** Module activations: the modules activated. */
  modules?: string[];
  /** Team events: the member concerned and their role before (and after, for a role change). */
  member?: { userId: string; fromRole: OrgRole; toRole?: OrgRole };
  /** Billing events: the payment, its amount in cents and the plan's locations. */
  paymentId?: string;
  amountCents?: number;
  locations?: number;
}

export async function organizationAuditEvent(audit: OrganizationAudit): Promise<TransactItem> {
  return putAuditEvent(
    newAuditEvent({
      targetType: 'ORG',
      targetId: audit.orgId,
      at: audit.at,
      action: audit.action,
      actorId: audit.caller.userId,
      actorRole: audit.role === 'super_admin' ? 'admin' : audit.role === 'owner' ? 'owner' : 'member',
      actorName: await actorNameOf(audit.caller),
      ...(audit.location ? { locationId: audit.location.id, locationName: audit.location.name } : {}),
      ...(audit.inviteId ? { inviteId: audit.inviteId } : {}),
      ...(audit.linkId ? { linkId: audit.linkId } : {}),
      ...(audit.changedFields ? { changedFields: audit.changedFields } : {}),
      ...(audit.modules ? { modules: audit.modules } : {}),
      ...(audit.paymentId ? { paymentId: audit.paymentId } : {}),
      ...(audit.amountCents !== undefined ? { amountCents: audit.amountCents } : {}),
      ...(audit.locations !== undefined ? { locations: audit.locations } : {}),
      ...(audit.member
        ? {
            memberId: audit.member.userId,
            fromRole: audit.member.fromRole,
            ...(audit.member.toRole ? { toRole: audit.member.toRole } : {}),
          }
        : {}),
    }),
  );
}
