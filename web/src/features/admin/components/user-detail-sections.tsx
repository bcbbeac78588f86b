import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import type { AdminUserDetail } from '../../../entities/admin-users/api/get-admin-user';
import { currentLanguage } from '../../../lib/i18n';
import { dayOf, momentOf } from '../utils/user-format';
import { userTypeLabel } from '../utils/user-type-label';
import { DisabledBadge, RoleBadge, UserStatusBadge } from './user-badges';
import '../users-i18n';

const heading = 'font-semibold text-base text-slate-900 dark:text-white';
const muted = 'text-slate-600 text-sm dark:text-slate-400';
const chip = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs';
const documentTone: Record<AdminUserDetail['documents'][number]['status'], string> = {
  uploading: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  denied: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
};
const ORG_ROLES = ['owner', 'admin', 'manager', 'member'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t pt-4 dark:border-slate-800">
      <h3 id={id} className={heading}>
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The profile fields of the view panel. */
export function ProfileSection({ detail, idPrefix }: { detail: AdminUserDetail; idPrefix: string }) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  const { user } = detail;
  const fields: [string, ReactNode][] = [
    [t('detail.fields.email'), user.email],
    [t('detail.fields.phone'), user.phone || t('detail.notProvided')],
    [
      t('detail.fields.luniaId'),
      <span key="luniaId" className="font-mono">
        {user.luniaId}
      </span>,
    ],
    [t('detail.fields.role'), <RoleBadge key="role" role={user.globalRole} />],
    [
      t('detail.fields.status'),
      <span key="status" className="flex flex-wrap gap-1">
        <UserStatusBadge user={user} />
        {user.disabled && <DisabledBadge />}
      </span>,
    ],
    [t('detail.fields.userType'), userTypeLabel(user.userType, (key) => t(key as 'detail.userTypes.PHARMACIST'))],
    [t('detail.fields.licenseNumber'), user.licenseNumber || t('detail.notProvided')],
    [
      t('detail.fields.modules'),
      user.activeModules.map((module) => t(`detail.modules.${module}`)).join(', ') || t('detail.none'),
    ],
    [t('detail.fields.language'), user.language ? t(`detail.languages.${user.language}`) : t('detail.notProvided')],
    [t('detail.fields.createdAt'), dayOf(user.createdAt, language)],
    [t('detail.fields.lastLogin'), user.lastLogin ? momentOf(user.lastLogin, language) : t('table.never')],
  ];
  return (
    <Section id={`${idPrefix}-profile`} title={t('detail.profile')}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** Every organization of the user with their role in it. */
export function OrganizationsSection({ detail, idPrefix }: { detail: AdminUserDetail; idPrefix: string }) {
  const { t } = useTranslation('adminUsers');
  const roleLabel = (role: string) => {
    const known = ORG_ROLES.find((candidate) => candidate === role);
    return known ? t(`detail.orgRoles.${known}`) : role;
  };
  return (
    <Section id={`${idPrefix}-organizations`} title={t('detail.organizations')}>
      {detail.organizations.length === 0 ? (
        <p className={muted}>{t('detail.noOrganizations')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {detail.organizations.map((org) => (
            <li key={org.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900 dark:text-white">{org.name}</span>
              <span className="text-slate-700 dark:text-slate-300">
                {t('detail.orgRole', { role: roleLabel(org.role) })}
              </span>
              <span
                className={`${chip} ${org.verified ? documentTone.approved : 'bg-slate-100 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
              >
                {org.verified ? t('detail.orgVerified') : t('detail.orgNotVerified')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The user's documents with their review status. */
export function DocumentsSection({ detail, idPrefix }: { detail: AdminUserDetail; idPrefix: string }) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  return (
    <Section id={`${idPrefix}-documents`} title={t('detail.documents')}>
      {detail.documents.length === 0 ? (
        <p className={muted}>{t('detail.noDocuments')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {detail.documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{t(`detail.types.${doc.type}`)}</p>
                <p className={muted}>
                  {doc.fileName} · {t('detail.uploadedOn', { date: dayOf(doc.uploadedAt, language) })}
                </p>
                {doc.denialReason && <p className={muted}>{t('detail.denialReason', { reason: doc.denialReason })}</p>}
              </div>
              <span className="flex flex-wrap items-center gap-2">
                <ExpiryBadge expiresOn={doc.expiresOn} />
                <span className={`${chip} ${documentTone[doc.status]}`}>
                  {t(`detail.documentStatus.${doc.status}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** What happened to the user's documents, newest first. */
export function TimelineSection({ detail, idPrefix }: { detail: AdminUserDetail; idPrefix: string }) {
  const { t, i18n } = useTranslation('adminUsers');
  const language = currentLanguage(i18n.language);
  const events = [...detail.timeline].sort((a, b) => b.at.localeCompare(a.at));
  const typeNames = new Map(detail.documents.map((doc) => [doc.id, t(`detail.types.${doc.type}`)]));
  return (
    <Section id={`${idPrefix}-timeline`} title={t('detail.timeline')}>
      {events.length === 0 ? (
        <p className={muted}>{t('detail.noTimeline')}</p>
      ) : (
        <ol className="space-y-3 border-slate-200 border-l pl-4 text-sm dark:border-slate-700">
          {events.map((event) => (
            <li key={event.id}>
              <p className="font-medium text-slate-900 dark:text-white">
                {t(`detail.actions.${event.action}`)}
                {event.documentId && typeNames.has(event.documentId) && (
                  <span className="font-normal text-slate-700 dark:text-slate-300">
                    {' '}
                    · {typeNames.get(event.documentId)}
                  </span>
                )}
                {event.fileName && (
                  <span className="font-normal text-slate-700 dark:text-slate-300"> · {event.fileName}</span>
                )}
              </p>
              <p className={muted}>
                <time dateTime={event.at}>{momentOf(event.at, language)}</time> ·{' '}
                {t('detail.by', { name: event.actorName ?? t(`detail.actors.${event.actor}`) })}
              </p>
              {event.reason && <p className={muted}>{t('detail.reason', { reason: event.reason })}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
