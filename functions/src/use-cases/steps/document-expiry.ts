/**
 * What a document's expiry date means for its owner's verification (issue 14), as transaction items:
 * an approved licence past its date counts as missing. A verified owner whose verification rests on
 * it falls back as when the licence is deleted (domain/documents/expiry-rules.ts: not verified,
 * NOT_SUBMITTED / pending, BookRx off) with a `verification_revoked` event naming the date; an
 * unverified owner just loses the type from its approved set (final approval needs it again). A
 * corrected date that is no longer past gives the approved type back. Used by the daily job and the
 * admin's date correction; nothing when there is nothing to change (so a repeated run writes nothing).
 */
import { BOOKRX_APPROVAL_DOCUMENT_TYPES, isCredentialType, type Module } from '@lunia/shared/domain/constants';
import { isExpired } from '@lunia/shared/domain/document-expiry';
import { newAuditEvent, putAuditEvent } from '../../data/audit-events';
import type { DocumentEntity } from '../../data/documents';
import {
  getOrganizationVerificationState,
  approvedDocumentTypeChange as organizationApprovedTypeChange,
  organizationVerificationRevokedChange,
} from '../../data/organization-verification';
import type { TransactItem } from '../../data/transactions';
import {
  getUserVerificationState,
  approvedDocumentTypeChange as userApprovedTypeChange,
  verificationRevokedChange,
} from '../../data/user-verification';
import { expiredReason } from '../../domain/documents/expiry-rules';
import { ORGANIZATION_APPROVAL_DOCUMENT_TYPES } from '../../domain/documents/verification-fallback';
import type { Actor } from './actor';

export interface ExpiryConsequence {
  items: TransactItem[];
  /** The owner's verification falls back with these items. */
  fallback: boolean;
}

const NONE: ExpiryConsequence = { items: [], fallback: false };
const withoutBookrx = (modules: readonly Module[] | undefined) => (modules ?? []).filter((m) => m !== 'bookrx');

/** The owner-side items for `doc` (as it is, or is about to be written) on `today`. */
export async function expiryConsequences(
  doc: DocumentEntity,
  context: { today: string; at: string; actor: Actor },
): Promise<ExpiryConsequence> {
  // A CE certificate is no credential: it is not in the approved set (steps/document-change.ts).
  if (doc.status !== 'approved' || !doc.expiresOn || !isCredentialType(doc.type)) return NONE;
  const expired = isExpired(doc.expiresOn, context.today);
  const revoked = (targetType: 'USER' | 'ORG') =>
    putAuditEvent(
      newAuditEvent({
        targetType,
        targetId: doc.ownerId,
        at: context.at,
        action: 'verification_revoked',
        actorId: context.actor.id,
        actorRole: context.actor.role,
        actorName: context.actor.name,
        reason: expiredReason(doc.type, doc.expiresOn as string),
        fileName: doc.fileName,
        documentId: doc.id,
      }),
    );
  if (doc.ownerType === 'USER') {
    const state = await getUserVerificationState(doc.ownerId);
    if (!state) return NONE;
    const { user } = state;
    const approved = state.approvedDocumentTypes.includes(doc.type);
    if (!expired)
      return approved ? NONE : { items: [userApprovedTypeChange(user.id, doc.type, 'ADD')], fallback: false };
    const restsOnIt = (BOOKRX_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(doc.type);
    if (restsOnIt && (user.verified || user.verificationStatus === 'VERIFIED')) {
      return {
        items: [
          verificationRevokedChange(user, doc.type, {
            verificationStatus: 'NOT_SUBMITTED',
            activeModules: withoutBookrx(user.activeModules),
          }),
          revoked('USER'),
        ],
        fallback: true,
      };
    }
    return approved ? { items: [userApprovedTypeChange(user.id, doc.type, 'DELETE')], fallback: false } : NONE;
  }
  const state = await getOrganizationVerificationState(doc.ownerId);
  if (!state) return NONE;
  const { organization } = state;
  const approved = state.approvedDocumentTypes.includes(doc.type);
  if (!expired) {
    return approved
      ? NONE
      : { items: [organizationApprovedTypeChange(organization.id, doc.type, 'ADD')], fallback: false };
  }
  const restsOnIt = (ORGANIZATION_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(doc.type);
  if (restsOnIt && organization.verified === true) {
    return {
      items: [
        organizationVerificationRevokedChange(organization, doc.type, withoutBookrx(organization.activeModules)),
        revoked('ORG'),
      ],
      fallback: true,
    };
  }
  return approved
    ? { items: [organizationApprovedTypeChange(organization.id, doc.type, 'DELETE')], fallback: false }
    : NONE;
}
