import type { DocumentType } from '@lunia/shared/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { PageState } from '../../../components/ui/page-state';
import {
  type AdminOrganizationDetail,
  type AdminOrganizationLocation,
  useAdminOrganization,
} from '../../../entities/admin-organizations/api/get-admin-organization';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime, formatUsd, formatUsdCents } from '../utils/format';
import { OrganizationBindersSection } from './organization-binders-section';
import { OrganizationDecisionsSection } from './organization-decisions-section';
import { OrganizationStatusBadge } from './organization-status-badge';
import { OrganizationSuspensionSection } from './organization-suspension-section';
import '../i18n';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="font-semibold text-slate-900 text-sm dark:text-white">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 text-sm dark:text-slate-400">{children}</p>;
}

/** The labels of the details list, checked against the locale at compile time. */
const fieldKeys = {
  status: 'organizations.detail.fields.status',
  licence: 'organizations.detail.fields.licence',
  address: 'organizations.detail.fields.address',
  email: 'organizations.detail.fields.email',
  phone: 'organizations.detail.fields.phone',
  ein: 'organizations.detail.fields.ein',
  website: 'organizations.detail.fields.website',
  created: 'organizations.detail.fields.created',
  modules: 'organizations.detail.fields.modules',
  canSubscribe: 'organizations.detail.fields.canSubscribe',
  revenue: 'organizations.detail.fields.revenue',
} as const;

function Details({ organization }: { organization: AdminOrganizationDetail }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const address = [organization.address, organization.city, organization.state, organization.zipCode]
    .filter(Boolean)
    .join(', ');
  const fields: [keyof typeof fieldKeys, ReactNode][] = [
    [
      'status',
      <OrganizationStatusBadge key="status" verified={organization.verified} suspended={organization.suspended} />,
    ],
    ['licence', organization.pharmacyLicenseNumber],
    ['address', address],
    ['email', organization.contactEmail],
    ['phone', organization.phone],
    ['ein', organization.einNumber],
    ['website', organization.website],
    ['created', formatDateTime(organization.createdAt, language)],
    [
      'modules',
      organization.activeModules.map((module) => t(`modules.names.${module}`)).join(', ') || t('common.none'),
    ],
    ['canSubscribe', organization.canSubscribe ? t('common.yes') : t('common.no')],
    ['revenue', formatUsd(organization.revenue, language)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {fields.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{t(fieldKeys[key])}</dt>
          <dd className="break-words text-slate-900 dark:text-white">{value || t('common.none')}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrganizationDetail({
  organization,
  locations,
}: {
  organization: AdminOrganizationDetail;
  locations: AdminOrganizationLocation[];
}) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  return (
    <>
      <Section title={t('organizations.detail.details')}>
        <Details organization={organization} />
      </Section>

      <OrganizationDecisionsSection organization={organization} />

      <OrganizationSuspensionSection organization={organization} />

      <OrganizationBindersSection orgId={organization.id} locations={locations} />

      <Section title={t('organizations.detail.members')}>
        {organization.members.length === 0 ? (
          <Empty>{t('organizations.detail.noMembers')}</Empty>
        ) : (
          <ul className="space-y-1 text-sm">
            {organization.members.map((member) => (
              <li key={member.id} className="text-slate-900 dark:text-white">
                {[member.firstName, member.lastName].filter(Boolean).join(' ') ||
                  t('organizations.detail.unknownMember')}{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  · {member.email || t('organizations.noEmail')} ·{' '}
                  {t(`organizationApproval.roles.${member.role}`, { defaultValue: member.role })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('organizations.detail.documents')}>
        {organization.documents.length === 0 ? (
          <Empty>{t('organizations.detail.noDocuments')}</Empty>
        ) : (
          <ul className="space-y-1 text-sm">
            {organization.documents.map((doc) => (
              <li key={doc.id} className="text-slate-900 dark:text-white">
                {t(`organizationApproval.types.${doc.type as DocumentType}`, { defaultValue: doc.type })}{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  (
                  {t(
                    `organizations.detail.documentState.${doc.verified ? 'verified' : doc.denied ? 'denied' : 'pending'}`,
                  )}
                  )
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('organizations.detail.payments')}>
        {organization.payments.length === 0 ? (
          <Empty>{t('organizations.detail.noPayments')}</Empty>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t('organizations.detail.paymentStatus')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('organizations.detail.paymentAmount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {organization.payments.map((payment, index) => (
                // Payments carry no id in the response; their order is stable within one response.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index} className="text-slate-900 dark:text-white">
                  <td className="py-1 pr-4">
                    {t(`organizations.detail.paymentStatuses.${payment.status}`, { defaultValue: payment.status })}
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatUsdCents(payment.amount, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </>
  );
}

/** The organizations list's View: details, members with their role, documents and payments. */
export function OrganizationDetailsDialog({
  orgId,
  name,
  onClose,
}: {
  orgId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const detail = useAdminOrganization(orgId);
  return (
    <ModalDialog title={name} description={t('organizations.detail.description')} onClose={onClose} size="lg">
      {detail.isPending ? (
        <PageState kind="loading" compact message={t('organizations.detail.loading')} />
      ) : detail.isError ? (
        <PageState kind="error" message={t('organizations.detail.loadFailed')} onRetry={() => void detail.refetch()} />
      ) : (
        <OrganizationDetail organization={detail.data.organization} locations={detail.data.locations} />
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
