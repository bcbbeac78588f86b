/** Admin dashboard and module statistics (spec §3 admin stats, module stats). */
import * as z from 'zod/mini';
import { MODULES } from '../../domain/constants';

export const adminStatsResponse = z.object({
  summary: z.object({ totalUsers: z.number(), totalOrganizations: z.number() }),
  documents: z.object({ pending: z.number(), denied: z.number() }),
  organizations: z.object({ pending: z.number(), verified: z.number() }),
  users: z.object({ verified: z.number() }),
});

const moduleStat = z.object({ status: z.string(), description: z.string(), totalUsers: z.number() });
export const moduleStatsResponse = z.object(
  Object.fromEntries(MODULES.map((m) => [m, moduleStat])) as Record<(typeof MODULES)[number], typeof moduleStat>,
);
