import { ADMIN_USER_ROLE_FILTERS, ADMIN_USER_STATUS_FILTERS } from '@lunia/shared/api/schemas/admin';
import { MODULES } from '@lunia/shared/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { AdminUserFilters } from '../../../entities/admin-users/api/list-admin-users';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';
import { MAX_SEARCH_LENGTH } from '../hooks/use-user-filters';
import '../users-i18n';

/**
 * Search by name, e-mail or LUNIA ID (sent once typing pauses) and the role and status filters
 * (spec §2 /admin/users), and the module filter: only the people who can open a module now (issue 24,
 * set by the modules page's "View users"). The values come from and go to the address.
 */
export function UserFilters({
  filters,
  onChange,
}: {
  filters: AdminUserFilters;
  onChange: (change: Partial<AdminUserFilters>) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const headingId = useId();
  // The address may change elsewhere (back button, a link): the box then shows its search.
  const [searchText, setSearchText] = useDebouncedCommit(filters.search, (search) => onChange({ search }));

  return (
    <search
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="sr-only">
        {t('filters.title')}
      </h2>
      <TextField
        className="sm:col-span-2"
        label={t('filters.search')}
        type="search"
        value={searchText}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setSearchText(event.target.value)}
      />
      <SelectField
        label={t('filters.role')}
        value={filters.role}
        onChange={(event) => onChange({ role: event.target.value as AdminUserFilters['role'] })}
      >
        {ADMIN_USER_ROLE_FILTERS.map((role) => (
          <option key={role} value={role}>
            {role === 'all' ? t('filters.all') : t(`roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as AdminUserFilters['status'] })}
      >
        {ADMIN_USER_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status === 'all' ? t('filters.all') : t(`statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('filters.module')}
        value={filters.module}
        onChange={(event) => onChange({ module: event.target.value as AdminUserFilters['module'] })}
      >
        <option value="all">{t('filters.anyModule')}</option>
        {MODULES.map((module) => (
          <option key={module} value={module}>
            {t(`detail.modules.${module}`)}
          </option>
        ))}
      </SelectField>
    </search>
  );
}
