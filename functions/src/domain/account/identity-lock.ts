/**
 * When a person's legal name stops being theirs to edit (issue 38). Pure.
 *
 * The first approved credential (a licence or other credential document of the person, approved by
 * review) locks the identity: the name on file is the name that credential was checked against, and
 * every page that shows the credential shows that name beside it. From then on a new first or last
 * name is a held change that Lunia reviews (data/user-name-changes.ts). The lock stays when the
 * credential later expires, is replaced or is deleted: what was once confirmed under a name stays
 * confirmed under it. A final approval (`verified`) locks too.
 */

export interface IdentityLockState {
  verified: boolean;
  verificationStatus: string;
  /** When the first credential was approved (the profile item's `identityLockedAt`). */
  identityLockedAt?: string | undefined;
}

export function isIdentityLocked(state: IdentityLockState): boolean {
  return state.identityLockedAt !== undefined || state.verified || state.verificationStatus === 'VERIFIED';
}

export type LegalNameField = 'firstName' | 'lastName';

export interface LegalName {
  firstName: string;
  lastName: string;
}

/** The first of the legal name's fields that differs (first name, then last name), or undefined. */
export function changedNameField(current: LegalName, proposed: LegalName): LegalNameField | undefined {
  if (proposed.firstName !== current.firstName) return 'firstName';
  if (proposed.lastName !== current.lastName) return 'lastName';
  return undefined;
}
