import { canApproveOrganization } from '@lunia/shared/domain/organization-badge';
import { AppError } from '@lunia/shared/errors';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import { listOwnerDocuments } from '../../data/documents';
import { getOrganization } from '../../data/organization-profiles';
import { approveOrganizationChange } from '../../data/organization-verification';
import { writeTransaction } from '../../data/transactions';
import type { Caller } from '../../domain/caller';
import { organizationView } from '../../views/organization-view';
import { actorNameOf } from '../steps/actor';
import { refuseOwnCase } from '../steps/separation-of-duties';

const ALREADY_APPROVED = 'This organization was already approved.';

/**
 * Approves an organization for billing (spec §4): only in badge Pending Review — not verified, and
 * its pharmacy licence verified. It becomes verified with canSubscribe, moves to the verified status
 * list, and the approval is audited on the organization, in one conditional write: of two admins
 * approving at once one gets 200 and the other 409, and a licence denied in between blocks it. The
 * owner's e-mail is queued by the table stream when it sees verified turn true (outbox), once.
 */
export async function approveOrganization({ caller, orgId }: { caller: Caller; orgId: string | undefined }) {
  const organization = orgId ? await getOrganization(orgId) : undefined;
  if (!organization) throw new AppError('NOT_FOUND', 'Organization not found.');
  await refuseOwnCase(caller, { orgId: organization.id });
  if (organization.verified) throw new AppError('CONFLICT', ALREADY_APPROVED);
  const documents = await listOwnerDocuments('ORG', organization.id);
  const forApproval = {
    verified: false,
    documents: documents.map((doc) => ({ type: doc.type, verified: doc.status === 'approved' })),
  };
  if (!canApproveOrganization(forApproval)) {
    throw new AppError(
      'NOT_ELIGIBLE',
      'This organization cannot be approved yet: its pharmacy license is not verified.',
    );
  }
  const at = new Date().toISOString();
  await writeTransaction(
    [
      approveOrganizationChange(organization.id, at, caller.userId),
      putAuditEvent(
        newAuditEvent({
          targetType: 'ORG',
          targetId: organization.id,
          at,
          action: 'organization_approved',
          actorId: caller.userId,
          actorRole: 'admin',
          actorName: await actorNameOf(caller),
        }),
      ),
    ],
    new AppError(
      'CONFLICT',
      'This organization was approved by another admin, or its documents changed meanwhile. Reload and try again.',
    ),
  );
  return { organization: organizationView({ ...organization, verified: true, canSubscribe: true }) };
}
