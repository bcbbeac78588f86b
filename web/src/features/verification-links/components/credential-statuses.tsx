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

/** Each credential of a verification page: its status in words (the colour adds nothing), expiry and approval dates. */
export function CredentialStatuses({ credentials }: { credentials: Credential[] }) {
  const { t, i18n } = useTranslation('verification-links');
  const { t: tExpiry } = useTranslation('expiry');
  const language = currentLanguage(i18n.language);
  return (
    <DataTable
      caption={t('page.credentialsTitle')}
      rows={credentials}
      rowId={(row) => row.type}
      empty={t('page.noDate')}
      columns={[
        {
          id: 'type',
          header: t('page.credential'),
          rowHeader: true,
          cell: (row) => tExpiry(`types.${row.type}` as 'types.pharmacist_license', { defaultValue: row.type }),
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
