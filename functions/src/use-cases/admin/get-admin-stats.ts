import { counterNames, readCounters } from '../../data/counters';

/** The dashboard's counters, read from the `COUNTER` partition (one Query), never counted on demand. */
export async function getAdminStats(_input: Record<string, never> = {}) {
  const counters = await readCounters();
  const count = (name: string) => Math.max(0, counters[name] ?? 0);
  const documents = (status: 'pending' | 'denied') =>
    count(counterNames.documents('individual', status)) + count(counterNames.documents('organization', status));
  return {
    summary: { totalUsers: count(counterNames.users), totalOrganizations: count(counterNames.organizations) },
    documents: { pending: documents('pending'), denied: documents('denied') },
    organizations: {
      pending: count(counterNames.organizationsByStatus('pending')),
      verified: count(counterNames.organizationsByStatus('verified')),
    },
    // The /admin/users cards (spec §2); with documents / in organizations count users, not items.
    users: {
      verified: count(counterNames.verifiedUsers),
      admins: count(counterNames.adminUsers),
      pendingApproval: count(counterNames.pendingApprovalUsers),
      withDocuments: count(counterNames.usersWithDocuments),
      inOrganizations: count(counterNames.usersInOrganizations),
      awaitingFinalApproval: count(counterNames.usersAwaitingFinalApproval),
    },
    // Spec §9: the sum of COMPLETED payments (events/reactions/count-revenue.ts), cents ÷ 100, USD.
    revenue: {
      totalCents: count(counterNames.revenueCents),
      total: count(counterNames.revenueCents) / 100,
      currency: 'USD' as const,
    },
  };
}
