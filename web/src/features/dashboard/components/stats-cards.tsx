import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/ui/page-state';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { EMPTY_USER_STATS, type UserStats, useUserStats } from '../../../entities/account/api/get-user-stats';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { formatCount, formatUsd } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { organizationDocumentCounts } from '../utils/organization-document-counts';

const COUNT_STATS = [
  'activeOrganizations',
  'pendingDocuments',
  'approvedDocuments',
  'invitations',
  'completedShifts',
] as const satisfies readonly (keyof UserStats)[];

/**
 * The user's stats cards; every figure is 0 until (or unless) the server says otherwise. With an
 * organization active, its own documents are counted too, in cards of their own (issue 40).
 */
export function StatsCards({ organization }: { organization?: { name: string } | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useUserStats();
  const values = stats.data ?? EMPTY_USER_STATS;
  const orgDocuments = useDocuments('organization');
  // Money and counts read as on the billing and BookRx pages (lib/format.ts: es-PR in Spanish).
  const language = currentLanguage(i18n.language);
  const cards = [
    ...COUNT_STATS.map((key) => ({ key, label: t(`stats.${key}`), value: formatCount(values[key], language) })),
    { key: 'totalEarnings', label: t('stats.totalEarnings'), value: formatUsd(values.totalEarnings, language) },
  ];
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
