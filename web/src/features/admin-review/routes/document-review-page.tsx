import { DOCUMENT_TYPES, MODULES } from '@lunia/shared/domain/constants';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { TextField } from '../../../components/ui/text-field';
import {
  type ReviewDocument,
  type ReviewFilters,
  type ReviewScope,
  useAdminDocuments,
} from '../../../entities/document-review/api/list-admin-documents';
import type { ExpiringDocument } from '../../../entities/document-review/api/list-expiring-documents';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useCorrectDocumentExpiry } from '../api/correct-document-expiry';
import { useVerifyDocument } from '../api/verify-document';
import { DecisionDialog } from '../components/decision-dialog';
import { ExpiringDocumentsTable } from '../components/expiring-documents-table';
import { ExpiryCorrectionDialog, type ExpiryCorrectionProblem } from '../components/expiry-correction-dialog';
import { ownerNameOf, ReviewCard } from '../components/review-card';
import '../i18n';

const STATUSES = ['all', 'pending', 'verified', 'denied'] as const;

export type RenderReviewViewer = (document: ReviewDocument, close: () => void) => ReactNode;

/** `?view=expiring` opens the Expiring soon list (issue 14); the admin dashboard links to it. */
export const EXPIRING_VIEW = 'expiring';
type View = ReviewScope | typeof EXPIRING_VIEW;

function correctionProblemOf(error: unknown): ExpiryCorrectionProblem {
  if (error instanceof ApiError && error.status === 404) return 'notFound';
  if (error instanceof ApiError && error.field === 'expiresOn') return 'invalid';
  return 'failed';
}

/** /admin/document-review (spec §2): the review queue with counts, filters, decisions and the viewer. */
export function DocumentReviewPage({ renderViewer }: { renderViewer?: RenderReviewViewer }) {
  const { t, i18n } = useTranslation('admin-review');
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<View>(() =>
    searchParams.get('view') === EXPIRING_VIEW ? EXPIRING_VIEW : 'individual',
  );
  const scope: ReviewScope = view === EXPIRING_VIEW ? 'individual' : view;
  const [correcting, setCorrecting] = useState<ExpiringDocument | null>(null);
  const [correctionError, setCorrectionError] = useState<ExpiryCorrectionProblem | null>(null);
  const correction = useCorrectDocumentExpiry();
  const [filters, setFilters] = useState<ReviewFilters>({ status: 'pending' });
  const [searchText, setSearchText] = useDebouncedCommit(filters.search ?? '', (search) =>
    setFilters((current) => ({ ...current, search: search || undefined })),
  );
  const [viewing, setViewing] = useState<ReviewDocument | null>(null);
  const [deciding, setDeciding] = useState<{ document: ReviewDocument; decision: 'approve' | 'deny' } | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const verify = useVerifyDocument();

  // The Expiring soon view has its own list: the queue is not read meanwhile.
  const queue = useAdminDocuments(scope, filters, view !== EXPIRING_VIEW);

  function chooseView(next: View) {
    setView(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === EXPIRING_VIEW) params.set('view', EXPIRING_VIEW);
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  }

  function ownerOf(document: ReviewDocument): string {
    return (
      ownerNameOf(document) ??
      (document.context === 'organization' ? t('card.unknownOrganization') : t('card.unknownUser'))
    );
  }

  function openCorrection(document: ReviewDocument) {
    correction.reset();
    setCorrectionError(null);
    setBanner(null);
    setCorrecting(document);
  }

  function saveExpiry(expiresOn: string) {
    if (!correcting) return;
    const document = correcting;
    setCorrectionError(null);
    correction.mutate(
      { documentId: document.id, expiresOn },
      {
        onSuccess: () => {
          setCorrecting(null);
          setBanner({
            tone: 'success',
            text: t('expiry.done', {
              type: t(`types.${document.type}`),
              owner: ownerOf(document),
              date: formatDate(expiresOn, currentLanguage(i18n.language)),
            }),
          });
        },
        onError: (error) => {
          const problem = correctionProblemOf(error);
          if (problem === 'notFound') {
            setCorrecting(null);
            setBanner({ tone: 'error', text: t('expiry.notFound') });
          } else setCorrectionError(problem);
        },
      },
    );
  }
  const documents = queue.data?.pages.flatMap((page) => page.documents) ?? [];
  const showCounts = queue.data?.pages[0]?.counts ?? { pending: 0, approved: 0, denied: 0 };
  const unknownOwner = scope === 'organization' ? t('card.unknownOrganization') : t('card.unknownUser');

  function decide(text: string) {
    if (!deciding) return;
    const { document, decision } = deciding;
    setDecisionError(null);
    verify.mutate(
      {
        scope,
        documentId: document.id,
        // The decision is for the file the admin saw: a replaced file answers 409 DOCUMENT_FILE_CHANGED.
        body:
          decision === 'approve'
            ? { verified: true, fileNumber: document.fileNumber, notes: text || undefined }
            : { verified: false, fileNumber: document.fileNumber, denialReason: text },
      },
      {
        onSuccess: () => {
          setDeciding(null);
          setBanner({ tone: 'success', text: t(`${decision}.done`) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setDeciding(null);
            const changed = error.code === 'DOCUMENT_FILE_CHANGED';
            setBanner({ tone: 'error', text: t(changed ? 'errors.fileChanged' : 'errors.conflict') });
          } else setDecisionError(t(decision === 'approve' ? 'errors.approveFailed' : 'errors.denyFailed'));
        },
      },
    );
  }

  const tabClass = (active: boolean) =>
    `rounded-md px-4 py-2 font-medium text-sm ${active ? 'bg-white text-slate-900 shadow-xs dark:bg-slate-700 dark:text-white' : 'text-slate-700 hover:text-slate-900 dark:text-slate-300'}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void queue.refetch()} disabled={queue.isRefetching}>
          {queue.isRefetching ? t('refreshing') : t('refresh')}
        </Button>
      </div>

      <fieldset className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        <legend className="sr-only">{t('tabs.label')}</legend>
        {(['individual', 'organization', EXPIRING_VIEW] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={view === tab}
            className={tabClass(view === tab)}
            onClick={() => chooseView(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </fieldset>

      {view === EXPIRING_VIEW && banner && <MessageBanner tone={banner.tone}>{banner.text}</MessageBanner>}
      {view === EXPIRING_VIEW && <ExpiringDocumentsTable onCorrectExpiry={openCorrection} />}

      {view !== EXPIRING_VIEW && (
        <>
          <StatGrid columns="sm:grid-cols-3">
            {(['pending', 'approved', 'denied'] as const).map((key) => (
              <StatCard key={key} label={t(`counts.${key}`)} value={showCounts[key]} />
            ))}
          </StatGrid>

          {banner && <MessageBanner tone={banner.tone}>{banner.text}</MessageBanner>}

          <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900">
            <TextField
              label={t('filters.search')}
              type="search"
              value={searchText}
              maxLength={100}
              placeholder={t('filters.searchPlaceholder')}
              onChange={(event) => setSearchText(event.target.value)}
            />
            <SelectField
              label={t('filters.status')}
              value={filters.status ?? 'all'}
              onChange={(event) => setFilters({ ...filters, status: event.target.value as (typeof STATUSES)[number] })}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === 'all' ? t('filters.all') : t(`filters.statuses.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.type')}
              value={filters.type ?? ''}
              onChange={(event) =>
                setFilters({ ...filters, type: (event.target.value || undefined) as ReviewFilters['type'] })
              }
            >
              <option value="">{t('filters.allTypes')}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('filters.module')}
              value={filters.module ?? ''}
              onChange={(event) =>
                setFilters({ ...filters, module: (event.target.value || undefined) as ReviewFilters['module'] })
              }
            >
              <option value="">{t('filters.allModules')}</option>
              {MODULES.map((module) => (
                <option key={module} value={module}>
                  {t(`modules.${module}`)}
                </option>
              ))}
            </SelectField>
          </div>

          {queue.isPending ? (
            <PageState kind="loading" message={t('loading')} />
          ) : queue.isError ? (
            <PageState
              kind="error"
              message={t('errors.loadFailed')}
              onRetry={() => void queue.refetch()}
              retryLabel={t('errors.retry')}
            />
          ) : documents.length === 0 ? (
            <PageState kind="empty" message={t('empty')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {documents.map((document) => (
                <ReviewCard
                  key={document.id}
                  document={document}
                  onView={renderViewer ? setViewing : undefined}
                  onCorrectExpiry={openCorrection}
                  onDecide={(chosen, decision) => {
                    verify.reset();
                    setDecisionError(null);
                    setBanner(null);
                    setDeciding({ document: chosen, decision });
                  }}
                />
              ))}
            </ul>
          )}
          {queue.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void queue.fetchNextPage()}
                disabled={queue.isFetchingNextPage}
              >
                {queue.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
              </Button>
            </div>
          )}

          <p className="border-slate-200 border-t pt-4 text-center text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
            {t('counts.summary', showCounts)}
          </p>
        </>
      )}

      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          typeLabel={t(`types.${deciding.document.type}`)}
          owner={ownerNameOf(deciding.document) ?? unknownOwner}
          expiresOn={deciding.document.expiresOn}
          busy={verify.isPending}
          error={decisionError}
          onConfirm={decide}
          onClose={() => setDeciding(null)}
        />
      )}
      {correcting && (
        <ExpiryCorrectionDialog
          typeLabel={t(`types.${correcting.type}`)}
          owner={ownerOf(correcting)}
          expiresOn={correcting.expiresOn}
          busy={correction.isPending}
          error={correctionError}
          onSave={saveExpiry}
          onClose={() => setCorrecting(null)}
        />
      )}
      {viewing && renderViewer?.(viewing, () => setViewing(null))}
    </div>
  );
}
