import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/ui/page-state';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { EMPTY_USER_STATS, useUserStats } from '../../../entities/account/api/get-user-stats';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { formatCount, formatUsd } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { organizationDocumentCounts } from '../utils/organization-document-counts';
import { statKeysFor } from '../utils/stat-keys';

/**
 * The user's stats cards; every figure is 0 until (or unless) the server says otherwise. With an
 * organization active, its own documents are counted too, in cards of their own (issue 40).
 */
export function StatsCards({
  organization,
  userType,
}: {
  organization?: { name: string } | undefined;
  /** A pharmacy owner sees no shift or earnings tiles (utils/stat-keys.ts). */
  userType?: string | null | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useUserStats();
  const values = stats.data ?? EMPTY_USER_STATS;
  const orgDocuments = useDocuments('organization');
  // Money and counts read as on the billing and BookRx pages (lib/format.ts: es-PR in Spanish).
  const language = currentLanguage(i18n.language);
  const cards: { key: string; label: string; value: string }[] = statKeysFor(userType).map((key) => ({
    key,
    label: t(`stats.${key}`),
    value: key === 'totalEarnings' ? formatUsd(values[key], language) : formatCount(values[key], language),
  }));
  if (organization) {
    const counts = organizationDocumentCounts(orgDocuments.data ?? []);
    cards.splice(
      3,
      0,
      {
        key: 'organizationPendingDocuments',
        label: t('stats.organizationPendingDocuments', { name: organization.name }),
        value: formatCount(counts.pending, language),
      },
      {
        key: 'organizationApprovedDocuments',
        label: t('stats.organizationApprovedDocuments', { name: organization.name }),
        value: formatCount(counts.approved, language),
      },
    );
  }
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('stats.title')}
      </h2>
      {stats.isError && (
        <PageState kind="error" className="mt-2" message={t('stats.loadFailed')} onRetry={() => void stats.refetch()} />
      )}
      <StatGrid
        columns="grid-cols-2 lg:grid-cols-3"
        busy={stats.isPending || (organization !== undefined && orgDocuments.isPending)}
        className="mt-4"
      >
        {cards.map((card) => (
          <StatCard key={card.key} label={card.label} value={card.value} />
        ))}
      </StatGrid>
    </section>
  );
}
