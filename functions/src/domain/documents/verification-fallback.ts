/**
 * What happens to an owner's verification when one of its approved documents stops being approved
 * (the owner deletes it, or replaces its file), as portal-and-admin §4 defines verification. Pure.
 *
 * - A user is verified by final approval, which needs pharmacist_license, college_license and
 *   pharmacy_certification approved (§4). When one of those leaves `approved` on a verified user,
 *   the approval no longer holds: verified false, bookrx (which final approval added) removed, and
 *   verificationStatus PENDING when the file was replaced (the new file is in review) or
 *   NOT_SUBMITTED when the document was deleted (a required document is missing: §5 submission
 *   needs every one, so the user uploads and submits again).
 * - An organization is verified by an admin's approval, which needs pharmacy_license approved
 *   (§4, §5). When it leaves `approved` on a verified organization: verified and canSubscribe false,
 *   and BookRx (the free module verification brings, §1/§4) removed; paid modules stay recorded for
 *   the subscription but are not active while unverified (§4, effectiveOrganizationModules).
 */
import { BOOKRX_APPROVAL_DOCUMENT_TYPES, type Module } from '@lunia/shared/domain/constants';

export type DocumentLoss = 'deleted' | 'replaced';

export interface UserVerificationFallback {
  verified: false;
  verificationStatus: 'PENDING' | 'NOT_SUBMITTED';
  activeModules: Module[];
  reason: string;
}

export interface OrganizationVerificationFallback {
  verified: false;
  canSubscribe: false;
  activeModules: Module[];
  reason: string;
}

/** The documents whose approval an organization's verification rests on. */
export const ORGANIZATION_APPROVAL_DOCUMENT_TYPES = ['pharmacy_license'] as const;

const reasonFor = (type: string, loss: DocumentLoss) =>
  `Approved ${type} ${loss === 'deleted' ? 'deleted' : 'replaced with a new file'}`;

export function userVerificationFallback(input: {
  user: { verified: boolean; verificationStatus: string; activeModules: readonly Module[] };
  type: string;
  loss: DocumentLoss;
}): UserVerificationFallback | undefined {
  const { user, type, loss } = input;
  if (!user.verified && user.verificationStatus !== 'VERIFIED') return undefined;
  if (!(BOOKRX_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(type)) return undefined;
  return {
    verified: false,
    verificationStatus: loss === 'replaced' ? 'PENDING' : 'NOT_SUBMITTED',
    activeModules: user.activeModules.filter((module) => module !== 'bookrx'),
    reason: reasonFor(type, loss),
  };
}

export function organizationVerificationFallback(input: {
  organization: { verified: boolean; activeModules: readonly Module[] };
  type: string;
  loss: DocumentLoss;
}): OrganizationVerificationFallback | undefined {
  const { organization, type, loss } = input;
  if (!organization.verified) return undefined;
  if (!(ORGANIZATION_APPROVAL_DOCUMENT_TYPES as readonly string[]).includes(type)) return undefined;
  return {
    verified: false,
    canSubscribe: false,
    activeModules: organization.activeModules.filter((module) => module !== 'bookrx'),
    reason: reasonFor(type, loss),
  };
}
