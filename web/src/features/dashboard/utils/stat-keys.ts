import type { UserStats } from '../../../entities/account/api/get-user-stats';

/**
 * The dashboard's own figures for a person (issue 40): shifts and earnings are a pharmacist's (the
 * shifts they work through BookRx); a pharmacy owner's account works none, so those tiles are not
 * shown to them. Pure.
 */
export function statKeysFor(userType: string | null | undefined): (keyof UserStats)[] {
  const counts: (keyof UserStats)[] = ['activeOrganizations', 'pendingDocuments', 'approvedDocuments', 'invitations'];
  return userType === 'PHARMACY_OWNER' ? counts : [...counts, 'completedShifts', 'totalEarnings'];
}
