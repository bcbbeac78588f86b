import { ADMIN_USER_ROLE_FILTERS, ADMIN_USER_STATUS_FILTERS } from '@lunia/shared/api/schemas/admin';
import { MODULES } from '@lunia/shared/domain/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminUserFilters } from '../../../entities/admin-users/api/list-admin-users';

export type RoleFilter = (typeof ADMIN_USER_ROLE_FILTERS)[number];
export type StatusFilter = (typeof ADMIN_USER_STATUS_FILTERS)[number];

const oneOf = <Value extends string>(values: readonly Value[], raw: string | null): Value | undefined =>
  values.find((value) => value === raw);

/** The longest search the API accepts. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The list's search and filters, kept in the address (`?search=&role=&status=&module=`) so a link (the
 * modules page's "View users") or a reload
 * shows the same list. Unknown values fall back to "all"; "all" and an empty search leave the address.
 */
export function useUserFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const role = oneOf(ADMIN_USER_ROLE_FILTERS, searchParams.get('role')) ?? 'all';
  const status = oneOf(ADMIN_USER_STATUS_FILTERS, searchParams.get('status')) ?? 'all';
  const module = oneOf(MODULES, searchParams.get('module')) ?? 'all';
  const filters = useMemo<AdminUserFilters>(() => ({ search, role, status, module }), [search, role, status, module]);

  const update = useCallback(
    (change: Partial<AdminUserFilters>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            const text = typeof value === 'string' ? value.trim() : '';
            if (!text || text === 'all') next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { filters, update };
}
