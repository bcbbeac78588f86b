import type { DocumentType } from '@lunia/shared/domain/constants';
import { type OrganizationBadge, organizationBadge } from '@lunia/shared/domain/organization-badge';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/icons';
import type { AdminOrganization } from '../../../entities/admin-organizations/api/list-admin-organizations';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../i18n';
import { organizationDocumentProgress } from '../utils/organization-documents';

export const badgeClasses: Record<OrganizationBadge, string> = {
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  pending_review: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  documents_missing: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
};

export const badgeOf = (organization: AdminOrganization) =>
  organizationBadge({
    verified: organization.verified,
    documents: organization.documents.map((doc) => ({ type: doc.type as DocumentType, verified: doc.verified })),
  });

function DocumentStateIcon({ verified, denied }: { verified: boolean; denied: boolean }) {
  if (verified) return <CheckCircleIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />;
  if (denied) return <AlertCircleIcon className="size-4 shrink-0 text-red-600 dark:text-red-400" />;
  return <ClockIcon className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />;
}

/** One organization of the approval screen with every field of spec §2; Approve only in Pending Review. */
export function OrganizationApprovalCard({
  organization,
  busy,
  canApprove,
  onApprove,
}: {
  organization: AdminOrganization;
  busy: boolean;
  /** Only a super_admin may approve an organization; support sees why instead of a button. */
  canApprove: boolean;
  onApprove: (organization: AdminOrganization) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.language);
  const badge = badgeOf(organization);
  const headingId = `organization-${organization.id}`;
  const address = [organization.address, organization.city, organization.state, organization.zipCode]
    .filter(Boolean)
    .join(', ');
  const field = (label: string, value: string) => (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-white">{value || '—'}</dd>
    </>
  );
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
          {organization.name}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${badgeClasses[badge]}`}>
          {t(`organizationApproval.badge.${badge}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {field(t('organizationApproval.fields.licence'), organization.pharmacyLicenseNumber)}
        {field(t('organizationApproval.fields.address'), address)}
        {field(t('organizationApproval.fields.email'), organization.contactEmail || t('organizationApproval.noEmail'))}
        {field(t('organizationApproval.fields.ein'), organization.einNumber)}
        {field(t('organizationApproval.fields.members'), String(organization.members.length))}
        {field(
          t('organizationApproval.fields.documents'),
          t('organizationApproval.documentsVerified', organizationDocumentProgress(organization.documents)),
        )}
        {field(t('organizationApproval.fields.created'), formatDate(organization.createdAt.slice(0, 10), language))}
      </dl>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-slate-900 text-sm dark:text-white">
            {t('organizationApproval.documentsHeading')}
          </h3>
          {organization.documents.length === 0 ? (
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('organizationApproval.noDocuments')}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {organization.documents.map((doc) => (
                <li key={doc.id} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
                  <DocumentStateIcon verified={doc.verified} denied={doc.denied} />
                  <span>{t(`organizationApproval.types.${doc.type as DocumentType}`)}</span>
                  <span className="text-slate-600 dark:text-slate-400">
                    (
                    {t(
                      `organizationApproval.documentState.${doc.verified ? 'verified' : doc.denied ? 'denied' : 'pending'}`,
                    )}
                    )
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-medium text-slate-900 text-sm dark:text-white">
            {t('organizationApproval.membersHeading')}
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {organization.members.map((member) => (
              <li key={member.id} className="text-slate-800 dark:text-slate-200">
                {[member.firstName, member.lastName].filter(Boolean).join(' ') ||
                  t('organizationApproval.unknownMember')}{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  · {member.email || t('organizationApproval.noEmail')} ·{' '}
                  {t(`organizationApproval.roles.${member.role}`, { defaultValue: member.role })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {/* Support sees the control disabled, and why (issue 40 item 12). */}
      {badge === 'pending_review' && (
        <div className="mt-4">
          <Button
            onClick={() => onApprove(organization)}
            disabled={busy || !canApprove}
            aria-describedby={canApprove ? headingId : `${headingId} ${headingId}-limit`}
          >
            {busy ? t('organizationApproval.approving') : t('organizationApproval.approve')}
          </Button>
          {!canApprove && (
            <p id={`${headingId}-limit`} className="mt-1 text-slate-600 text-sm dark:text-slate-400">
              {t('organizationApproval.superAdminOnly')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
