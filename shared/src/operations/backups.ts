/**
 * Where the daily user-pool export writes in the backups bucket (functions/src/use-cases/maintenance/
 * export-user-pool.ts) and what its function may write (infra/lib/function-permissions.ts).
 */
export const USER_POOL_EXPORT_PREFIX = 'user-pool/';
