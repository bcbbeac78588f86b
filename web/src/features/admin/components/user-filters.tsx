import { ADMIN_USER_ROLE_FILTERS, ADMIN_USER_STATUS_FILTERS } from '@lunia/shared/api/schemas/admin';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formControlClasses } from '../../../components/ui/form-field';
import type { AdminUserFilters } from '../../../entities/admin-users/api/list-admin-users';
import { MAX_SEARCH_LENGTH } from '../hooks/use-user-filters';
import '../users-i18n';

const SEARCH_DEBOUNCE_MS = 300;
const labelClasses = 'font-medium text-slate-900 text-sm dark:text-white';

/**
 * Search by name, e-mail or LUNIA ID (sent once typing pauses) and the role and status filters
 * (spec §2 /admin/users). The values come from and go to the address.
 */
export function UserFilters({
  filters,
  onChange,
}: {
  filters: AdminUserFilters;
  onChange: (change: Partial<AdminUserFilters>) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const ids = { heading: useId(), search: useId(), role: useId(), status: useId() };
  const [searchText, setSearchText] = useState(filters.search);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  // The address changed elsewhere (back button, a link): show its search.
  useEffect(() => {
    setSearchText((current) => (current.trim() === filters.search ? current : filters.search));
  }, [filters.search]);

  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const timer = window.setTimeout(() => latestOnChange.current({ search: searchText }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, filters.search]);

  return (
    <search
      aria-labelledby={ids.heading}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={ids.heading} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className="sm:col-span-2">
        <label htmlFor={ids.search} className={labelClasses}>
          {t('filters.search')}
        </label>
        <input
          id={ids.search}
          type="search"
          value={searchText}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setSearchText(event.target.value)}
          className={`mt-1.5 ${formControlClasses(false)}`}
        />
      </div>
      <div>
        <label htmlFor={ids.role} className={labelClasses}>
          {t('filters.role')}
        </label>
        <select
          id={ids.role}
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value as AdminUserFilters['role'] })}
          className={`mt-1.5 ${formControlClasses(false)}`}
        >
          {ADMIN_USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {role === 'all' ? t('filters.all') : t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.status} className={labelClasses}>
          {t('filters.status')}
        </label>
        <select
          id={ids.status}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as AdminUserFilters['status'] })}
          className={`mt-1.5 ${formControlClasses(false)}`}
        >
          {ADMIN_USER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t('filters.all') : t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
