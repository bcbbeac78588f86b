import { AUDIT_TARGET_TYPES, type AuditLogAction } from '@lunia/shared/api/schemas/admin-audit';
import { idParam } from '@lunia/shared/api/schemas/common';
import { useId } from 'react';
import { type AuditFilterValues, NO_AUDIT_FILTERS, rangeIsValid } from '../../lib/audit/audit-filter-values';
import { useAuditFormat } from '../../lib/audit/audit-format';
import { useDebouncedCommit } from '../../lib/use-debounced-commit';
import { Button } from '../ui/button';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

/** An actor is a user id, as the API checks it. */
const actorIdField = idParam('Actor');
const isActorId = (text: string) => actorIdField.safeParse(text).success;
const ACTOR_DEBOUNCE_MS = 400;

/**
 * Labelled filters of an audit list: actor id and target type (admins), action, and a date range
 * (days where the viewer is). Every change applies at once; the actor id once typing pauses and
 * only when it is a valid id.
 */
export function AuditFilters({
  values,
  onChange,
  actions,
  withActor = false,
  withTargetType = false,
}: {
  values: AuditFilterValues;
  onChange: (change: Partial<AuditFilterValues>) => void;
  actions: readonly AuditLogAction[];
  withActor?: boolean;
  withTargetType?: boolean;
}) {
  const format = useAuditFormat();
  const { t } = format;
  const headingId = useId();
  const [actorText, setActorText] = useDebouncedCommit(values.actorId, (actorId) => onChange({ actorId }), {
    delayMs: ACTOR_DEBOUNCE_MS,
    accept: (actorId) => actorId === '' || isActorId(actorId),
  });
  const actorValid = actorText.trim() === '' || isActorId(actorText.trim());
  const rangeValid = rangeIsValid(values);

  const sortedActions = [...actions].sort((a, b) => format.action(a).localeCompare(format.action(b), format.language));
  const filtered = Object.entries(values).some(([, value]) => value !== '');

  return (
    <search
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="sr-only">
        {t('filters.title')}
      </h2>
      {withActor && (
        <TextField
          label={t('filters.actor')}
          value={actorText}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint={t('filters.actorHint')}
          error={actorValid ? undefined : t('filters.actorInvalid')}
          onChange={(event) => setActorText(event.target.value)}
        />
      )}
      {withTargetType && (
        <SelectField
          label={t('filters.targetType')}
          value={values.targetType}
          onChange={(event) => onChange({ targetType: event.target.value as AuditFilterValues['targetType'] })}
        >
          <option value="">{t('filters.all')}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {format.targetType(type)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t('filters.action')}
        value={values.action}
        onChange={(event) => onChange({ action: event.target.value as AuditFilterValues['action'] })}
      >
        <option value="">{t('filters.all')}</option>
        {sortedActions.map((action) => (
          <option key={action} value={action}>
            {format.action(action)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.from')}
        type="date"
        value={values.fromDay}
        max={values.toDay || undefined}
        onChange={(event) => onChange({ fromDay: event.target.value })}
      />
      <TextField
        label={t('filters.to')}
        type="date"
        value={values.toDay}
        min={values.fromDay || undefined}
        error={rangeValid ? undefined : t('filters.rangeInvalid')}
        onChange={(event) => onChange({ toDay: event.target.value })}
      />
      <div className="flex items-end">
        <Button
          variant="ghost"
          disabled={!filtered}
          onClick={() => {
            setActorText('');
            onChange(NO_AUDIT_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </search>
  );
}
