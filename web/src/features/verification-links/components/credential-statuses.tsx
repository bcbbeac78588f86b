import type { PublicCredentialStatus } from '@lunia/shared/domain/verification-links';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import type { PublicVerification } from '../../../entities/verification-links/api/get-public-verification';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatInstant } from '../format-instant';
import '../../../lib/expiry-i18n';
import '../i18n';

type Credential = PublicVerification['credentials'][number];

const STATUS_TONE: Record<PublicCredentialStatus, BadgeTone> = {
  current: 'success',
  expiring: 'warning',
  expired: 'danger',
  pending: 'info',
  not_verified: 'neutral',
};

/**
 * The credentials of a verification page that Lunia verified (issue 40): each with its status in
 * words (the colour adds nothing), expiry and approval dates. Those not verified are named below, with
 * no date; when none is verified the page says so plainly.
 */
export function CredentialStatuses({ credentials, name }: { credentials: Credential[]; name: string }) {
  const { t, i18n } = useTranslation('verification-links');
  const { t: tExpiry } = useTranslation('expiry');
  const language = currentLanguage(i18n.language);
  const typeName = (row: Credential) =>
    tExpiry(`types.${row.type}` as 'types.pharmacist_license', { defaultValue: row.type });
  const verified = credentials.filter((row) => row.verifiedAt !== null);
  const unverified = credentials.filter((row) => row.verifiedAt === null);
  const others = unverified
    .map((row) => `${typeName(row)} (${t(`page.statuses.${row.status}`).toLowerCase()})`)
    .join(', ');
  return (
    <div className="space-y-3">
      {verified.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200">
          {t('page.nothingVerified', { name })}
        </p>
      ) : (
        <VerifiedTable rows={verified} typeName={typeName} language={language} />
      )}
      {unverified.length > 0 && (
        <p className="text-slate-700 text-sm dark:text-slate-300">{t('page.notVerifiedYet', { names: others })}</p>
      )}
    </div>
  );
}

function VerifiedTable({
  rows,
  typeName,
  language,
}: {
  rows: Credential[];
  typeName: (row: Credential) => string;
  language: ReturnType<typeof currentLanguage>;
}) {
  const { t } = useTranslation('verification-links');
  return (
    <DataTable
      caption={t('page.credentialsTitle')}
      rows={rows}
      rowId={(row) => row.type}
      empty={t('page.noDate')}
      columns={[
        {
          id: 'type',
          header: t('page.credential'),
          rowHeader: true,
          cell: typeName,
        },
        {
          id: 'status',
          header: t('page.status'),
          cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`page.statuses.${row.status}`)}</Badge>,
        },
        {
          id: 'expiresOn',
          header: t('page.expiresOn'),
          cell: (row) => (row.expiresOn ? formatDate(row.expiresOn, language) : t('page.noDate')),
        },
        {
          id: 'verifiedAt',
          header: t('page.verifiedAt'),
          cell: (row) => (row.verifiedAt ? formatInstant(row.verifiedAt, language) : t('page.noDate')),
        },
      ]}
    />
  );
}
