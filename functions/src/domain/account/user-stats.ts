/** The dashboard's stats cards (portal-and-admin §3 User stats): every value a number, 0 by default. */
export interface UserStats {
  activeOrganizations: number;
  pendingDocuments: number;
  approvedDocuments: number;
  invitations: number;
  totalEarnings: number;
  completedShifts: number;
}

const count = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function userStatsFrom(input: {
  counters: Record<string, unknown>;
  organizations: number;
  pendingInvitations: number;
}): UserStats {
  return {
    activeOrganizations: count(input.organizations),
    pendingDocuments: count(input.counters.pendingDocuments),
    approvedDocuments: count(input.counters.approvedDocuments),
    invitations: count(input.pendingInvitations),
    totalEarnings: count(input.counters.totalEarnings),
    completedShifts: count(input.counters.completedShifts),
  };
}
