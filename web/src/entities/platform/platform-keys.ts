/** The query keys of the platform as the back office sees it: counters, modules, health, maintenance jobs. */
export const platformKeys = {
  all: ['platform'] as const,
  stats: ['platform', 'stats'] as const,
  moduleStats: ['platform', 'module-stats'] as const,
  systemHealth: ['platform', 'system-health'] as const,
  counterRecount: (jobId: string) => ['platform', 'counter-recount', jobId] as const,
  indexBackfill: (jobId: string) => ['platform', 'index-backfill', jobId] as const,
};
