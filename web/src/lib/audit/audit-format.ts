/**
 * How an audit event reads, in the viewer's language: its action, target, actor and details, for the
 * table and for the CSV export (which keeps the time in ISO 8601 and the ids as they are).
 */
import type { AuditEventRow } from '@lunia/shared/api/schemas/admin-audit';
import {
  type AuditLogAction,
  DOCUMENT_AUDIT_ACTIONS,
  ORGANIZATION_AUDIT_ACTIONS,
  SYSTEM_ACTOR_ID,
} from '@lunia/shared/domain/audit-actions';
import type { Language } from '@lunia/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import './audit-i18n';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** The actions an organization's Activity can hold: its own and its documents'. */
export const ORGANIZATION_ACTIVITY_ACTIONS: readonly AuditLogAction[] = [
  ...DOCUMENT_AUDIT_ACTIONS,
  ...ORGANIZATION_AUDIT_ACTIONS,
];

export function useAuditFormat() {
  const { t, i18n } = useTranslation('audit');
  const language = currentLanguage(i18n.language);
  const dateTime = new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const money = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'USD' });

  const actor = (event: AuditEventRow): string => {
    if (event.actorId === SYSTEM_ACTOR_ID || event.actorRole === 'system') return t('actors.system');
    if (event.actorId === null) return t('actors.luniaTeam');
    return event.actorName ?? event.actorId;
  };

  const details = (event: AuditEventRow): string => {
    const d = event.details;
    const parts: string[] = [];
    if (event.reason) parts.push(event.reason);
    if (d.locationName) parts.push(t('details.location', { value: d.locationName }));
    if (d.fileName) parts.push(t('details.file', { value: d.fileName }));
    if (d.changedFields?.length) parts.push(t('details.fields', { value: d.changedFields.join(', ') }));
    if (d.modules?.length) parts.push(t('details.modules', { value: d.modules.join(', ') }));
    if (d.fromRole && d.toRole) parts.push(t('details.role', { from: d.fromRole, to: d.toRole }));
    else if (d.fromRole) parts.push(t('details.formerRole', { value: d.fromRole }));
    if (d.amountCents !== undefined) parts.push(t('details.amount', { value: money.format(d.amountCents / 100) }));
    if (d.locations !== undefined) parts.push(t('details.locations', { value: d.locations }));
    if (d.recipients !== undefined) parts.push(t('details.recipients', { value: d.recipients }));
    if (d.language) parts.push(t('details.language', { value: d.language }));
    return parts.join(' · ');
  };

  return {
    t,
    language,
    action: (action: AuditLogAction) => t(`actions.${action}`),
    targetType: (type: AuditEventRow['targetType']) => t(`targetTypes.${type}`),
    role: (role: AuditEventRow['actorRole']) => t(`roles.${role}`),
    actor,
    details,
    time: (iso: string) => dateTime.format(new Date(iso)),
    /** The export's header and one row per event (time in ISO, ids as stored). */
    csvHeader: () =>
      (['time', 'actorName', 'actorId', 'actorRole', 'action', 'targetType', 'targetId', 'details'] as const).map(
        (column) => t(`export.columns.${column}`),
      ),
    csvRow: (event: AuditEventRow) => [
      event.at,
      actor(event),
      event.actorId ?? '',
      t(`roles.${event.actorRole}`),
      t(`actions.${event.action}`),
      t(`targetTypes.${event.targetType}`),
      event.targetId,
      details(event),
    ],
  };
}
