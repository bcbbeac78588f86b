/** Admin dashboard and module statistics (spec §2 admin pages, §7 admin stats, module stats). */
import * as z from 'zod/mini';
import { MODULES } from '../../domain/constants';

/** Every figure comes from counters kept by the table stream, never from counting on request. */
export const adminStatsResponse = z.object({
  summary: z.object({ totalUsers: z.number(), totalOrganizations: z.number() }),
  documents: z.object({ pending: z.number(), denied: z.number() }),
  organizations: z.object({ pending: z.number(), verified: z.number() }),
  users: z.object({
    verified: z.number(),
    /** super_admin and support accounts. */
    admins: z.number(),
    /** verificationStatus PENDING (submitted, not yet approved). */
    pendingApproval: z.number(),
    /** Users with at least one document (any state but a refused upload). */
    withDocuments: z.number(),
    /** Users who are a member of at least one organization. */
    inOrganizations: z.number(),
    /** Users eligible for BookRx final approval now. */
    awaitingFinalApproval: z.number(),
  }),
  /** Sum of COMPLETED payments (spec §9): cents and the USD amount (cents ÷ 100). */
  revenue: z.object({ totalCents: z.number(), total: z.number(), currency: z.literal('USD') }),
});

const moduleStat = z.object({ status: z.string(), description: z.string(), totalUsers: z.number() });
export const moduleStatsResponse = z.object(
  Object.fromEntries(MODULES.map((m) => [m, moduleStat])) as Record<(typeof MODULES)[number], typeof moduleStat>,
);
