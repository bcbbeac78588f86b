import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import type { ReviewDocument } from '../../../entities/document-review/api/list-admin-documents';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import '../i18n';

const statusTone: Record<ReviewDocument['status'], string> = {
  uploading: 'bg-sky-100 text-sky-800 dark:bg-sky-400/10 dark:text-sky-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/10 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/10 dark:text-emerald-200',
  denied: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-400/10 dark:text-red-200',
};

export function ownerNameOf(document: ReviewDocument): string | null {
  if (document.org?.name) return document.org.name;
  const name = [document.user?.firstName, document.user?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** The expiry date printed on a document with its state (issue 14), or "No expiry date given". */
export function ExpiryValue({ expiresOn }: { expiresOn: string | null }) {
  const { t, i18n } = useTranslation('admin-review');
  if (!expiresOn) return <span className="text-slate-600 dark:text-slate-400">{t('expiry.none')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{formatDate(expiresOn, currentLanguage(i18n.language))}</span>
      <ExpiryBadge expiresOn={expiresOn} />
    </span>
  );
}

/** The activity a CE certificate proves: what the reviewer compares the certificate with. */
function CeActivityRows({ activity }: { activity: NonNullable<ReviewDocument['ceActivity']> }) {
  const { t, i18n } = useTranslation('admin-review');
  const language = currentLanguage(i18n.language);
  const rows = [
    [t('ceActivity.title'), activity.title],
    [t('ceActivity.provider'), activity.provider],
    [t('ceActivity.hours'), new Intl.NumberFormat(language === 'es' ? 'es-PR' : 'en-US').format(activity.hours)],
    [t('ceActivity.completedOn'), formatDate(activity.completedOn, language)],
  ] as const;
  return rows.map(([label, value]) => (
    <Fragment key={label}>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-white">{value}</dd>
    </Fragment>
  ));
}

/**
 * One document of the queue with every field of spec §2 and its expiry date; only pending documents
 * offer decisions, any document with a file may have its expiry date corrected.
 */
export function ReviewCard({
  document,
  onView,
  onDecide,
  onCorrectExpiry,
}: {
  document: ReviewDocument;
  onView?: (document: ReviewDocument) => void;
  onDecide: (document: ReviewDocument, decision: 'approve' | 'deny') => void;
  onCorrectExpiry?: (document: ReviewDocument) => void;
}) {
  const { t, i18n } = useTranslation('admin-review');
  const language = currentLanguage(i18n.language);
  const owner =
    ownerNameOf(document) ??
    (document.context === 'organization' ? t('card.unknownOrganization') : t('card.unknownUser'));
  const email = document.org?.contactEmail || document.user?.email || t('card.noEmail');
  const headingId = `review-${document.id}`;
  const pending = document.status === 'pending';
  // Decisions only for pending documents; the file can be looked at whenever there is one.
  const hasFile = pending || document.status === 'approved' || document.status === 'denied';
  // A continuing-education certificate shows the activity it proves, and has no expiry date.
  const certificateOf = document.ceActivity;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {t(`types.${document.type}`)}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusTone[document.status]}`}>
          {t(`status.${document.status}`)}
        </span>
        {document.module && (
          <span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs tracking-wide dark:bg-brand-400/10 dark:text-brand-200">
            {t(`modules.${document.module}`)}
          </span>
        )}
      </div>
      <p className="mt-2 font-medium text-slate-900 text-sm dark:text-white">{owner}</p>
      <p className="text-slate-600 text-sm dark:text-slate-400">{email}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{t('card.file')}</dt>
        <dd className="truncate text-slate-900 dark:text-white">{document.fileName}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.fileNumber')}</dt>
        <dd className="text-slate-900 dark:text-white">{document.fileNumber}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('card.uploaded')}</dt>
        <dd className="text-slate-900 dark:text-white">{formatDate(document.uploadedAt.slice(0, 10), language)}</dd>
        {certificateOf ? (
          <CeActivityRows activity={certificateOf} />
        ) : (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('expiry.label')}</dt>
            <dd className="text-slate-900 dark:text-white">
              <ExpiryValue expiresOn={document.expiresOn} />
            </dd>
          </>
        )}
        {document.denialReason && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('card.denialReason')}</dt>
            <dd className="text-red-800 dark:text-red-300">{document.denialReason}</dd>
          </>
        )}
        {document.notes && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('card.notes')}</dt>
            <dd className="text-slate-900 dark:text-white">{document.notes}</dd>
          </>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {onView && hasFile && (
          <Button variant="secondary" onClick={() => onView(document)} aria-describedby={headingId}>
            {t('card.view')}
          </Button>
        )}
        {pending && (
          <>
            <Button onClick={() => onDecide(document, 'approve')} aria-describedby={headingId}>
              {t('card.approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => onDecide(document, 'deny')}
              aria-describedby={headingId}
              className="text-red-700 dark:text-red-300"
            >
              {t('card.deny')}
            </Button>
          </>
        )}
        {onCorrectExpiry && hasFile && !certificateOf && (
          <Button variant="ghost" onClick={() => onCorrectExpiry(document)} aria-describedby={headingId}>
            {t('expiry.correct')}
          </Button>
        )}
      </div>
    </li>
  );
}
