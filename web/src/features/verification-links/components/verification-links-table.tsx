import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import {
  useVerificationLinks,
  type VerificationLinkRow,
} from '../../../entities/verification-links/api/list-verification-links';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { currentLanguage } from '../../../lib/i18n';
import { formatInstant } from '../format-instant';
import '../i18n';

const STATE_TONE: Record<VerificationLinkRow['state'], BadgeTone> = {
  active: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

/** The owner's links: whom each is for, dates, state, views and last view, and Revoke on working ones. */
export function VerificationLinksTable({
  busy,
  onRevoke,
}: {
  busy: boolean;
  onRevoke: (link: VerificationLinkRow) => void;
}) {
  const { t, i18n } = useTranslation('verification-links');
  const { t: tCommon } = useTranslation('common');
  const language = currentLanguage(i18n.language);
  const links = useVerificationLinks();
  const date = (iso: string) => formatInstant(iso, language);
  return (
    <DataTable
      caption={t('table.caption')}
      rows={links.data ?? []}
      rowId={(row) => row.id}
      loading={links.isPending}
      loadingMessage={t('table.loading')}
      error={links.isError ? apiErrorMessage(tCommon, links.error) : undefined}
      onRetry={() => void links.refetch()}
      empty={t('table.empty')}
      busy={busy}
      stickyLastColumn
      pageSize={10}
      columns={[
        { id: 'label', header: t('table.label'), rowHeader: true, cell: (row) => row.label },
        {
          id: 'created',
          header: t('table.created'),
          cell: (row) => date(row.createdAt),
          sortValue: (row) => row.createdAt,
        },
        {
          id: 'expires',
          header: t('table.expires'),
          cell: (row) => date(row.expiresAt),
          sortValue: (row) => row.expiresAt,
        },
        {
          id: 'state',
          header: t('table.state'),
          cell: (row) => <Badge tone={STATE_TONE[row.state]}>{t(`table.states.${row.state}`)}</Badge>,
        },
        {
          id: 'views',
          header: t('table.views'),
          align: 'right',
          cell: (row) => row.viewCount,
          sortValue: (row) => row.viewCount,
        },
        {
          id: 'lastViewed',
          header: t('table.lastViewed'),
          cell: (row) => (row.lastViewedAt ? formatInstant(row.lastViewedAt, language, true) : t('table.never')),
        },
        {
          id: 'actions',
          header: t('table.actions'),
          cell: (row) =>
            row.state === 'active' ? (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onRevoke(row)}
                aria-label={t('table.revokeLabel', { label: row.label })}
              >
                {t('table.revoke')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
