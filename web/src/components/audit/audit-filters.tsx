import { AUDIT_TARGET_TYPES, type AuditLogAction } from '@lunia/shared/api/schemas/admin-audit';
import { idParam } from '@lunia/shared/api/schemas/common';
import { useEffect, useId, useRef, useState } from 'react';
import { type AuditFilterValues, NO_AUDIT_FILTERS, rangeIsValid } from '../../lib/audit/audit-filter-values';
import { useAuditFormat } from '../../lib/audit/audit-format';
import { Button } from '../ui/button';
import { formControlClasses } from '../ui/form-field';

/** An actor is a user id, as the API checks it. */
const actorIdField = idParam('Actor');
const isActorId = (text: string) => actorIdField.safeParse(text).success;
const ACTOR_DEBOUNCE_MS = 400;
const labelClasses = 'font-medium text-slate-900 text-sm dark:text-white';

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
  const ids = {
    heading: useId(),
    actor: useId(),
    actorHint: useId(),
    actorError: useId(),
    targetType: useId(),
    action: useId(),
    from: useId(),
    to: useId(),
    rangeError: useId(),
  };
  const [actorText, setActorText] = useState(values.actorId);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const actorValid = actorText.trim() === '' || isActorId(actorText.trim());
  const rangeValid = rangeIsValid(values);

  useEffect(() => {
    setActorText((current) => (current.trim() === values.actorId ? current : values.actorId));
  }, [values.actorId]);

  useEffect(() => {
    const actorId = actorText.trim();
    if (actorId === values.actorId || (actorId !== '' && !isActorId(actorId))) return;
    const timer = window.setTimeout(() => latestOnChange.current({ actorId }), ACTOR_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [actorText, values.actorId]);

  const sortedActions = [...actions].sort((a, b) => format.action(a).localeCompare(format.action(b), format.language));
  const filtered = Object.entries(values).some(([, value]) => value !== '');

  return (
    <search
      aria-labelledby={ids.heading}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={ids.heading} className="sr-only">
        {t('filters.title')}
      </h2>
      {withActor && (
        <div>
          <label htmlFor={ids.actor} className={labelClasses}>
            {t('filters.actor')}
          </label>
          <input
            id={ids.actor}
            type="text"
            value={actorText}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!actorValid}
            aria-describedby={actorValid ? ids.actorHint : `${ids.actorHint} ${ids.actorError}`}
            onChange={(event) => setActorText(event.target.value)}
            className={`mt-1.5 ${formControlClasses(!actorValid)}`}
          />
          <p id={ids.actorHint} className="mt-1 text-slate-600 text-xs dark:text-slate-400">
            {t('filters.actorHint')}
          </p>
          {!actorValid && (
            <p id={ids.actorError} className="mt-1 text-red-700 text-xs dark:text-red-300">
              {t('filters.actorInvalid')}
            </p>
          )}
        </div>
      )}
      {withTargetType && (
        <div>
          <label htmlFor={ids.targetType} className={labelClasses}>
            {t('filters.targetType')}
          </label>
          <select
            id={ids.targetType}
            value={values.targetType}
            onChange={(event) => onChange({ targetType: event.target.value as AuditFilterValues['targetType'] })}
            className={`mt-1.5 ${formControlClasses(false)}`}
          >
            <option value="">{t('filters.all')}</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {format.targetType(type)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={ids.action} className={labelClasses}>
          {t('filters.action')}
        </label>
        <select
          id={ids.action}
          value={values.action}
          onChange={(event) => onChange({ action: event.target.value as AuditFilterValues['action'] })}
          className={`mt-1.5 ${formControlClasses(false)}`}
        >
          <option value="">{t('filters.all')}</option>
          {sortedActions.map((action) => (
            <option key={action} value={action}>
              {format.action(action)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.from} className={labelClasses}>
          {t('filters.from')}
        </label>
        <input
          id={ids.from}
          type="date"
          value={values.fromDay}
          max={values.toDay || undefined}
          onChange={(event) => onChange({ fromDay: event.target.value })}
          className={`mt-1.5 ${formControlClasses(false)}`}
        />
      </div>
      <div>
        <label htmlFor={ids.to} className={labelClasses}>
          {t('filters.to')}
        </label>
        <input
          id={ids.to}
          type="date"
          value={values.toDay}
          min={values.fromDay || undefined}
          aria-invalid={!rangeValid}
          aria-describedby={rangeValid ? undefined : ids.rangeError}
          onChange={(event) => onChange({ toDay: event.target.value })}
          className={`mt-1.5 ${formControlClasses(!rangeValid)}`}
        />
        {!rangeValid && (
          <p id={ids.rangeError} className="mt-1 text-red-700 text-xs dark:text-red-300">
            {t('filters.rangeInvalid')}
          </p>
        )}
      </div>
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
