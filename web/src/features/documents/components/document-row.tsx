import type { DocumentContext, DocumentType } from '@lunia/shared/domain/constants';
import type { CredentialRule } from '@lunia/shared/domain/credentials/catalogue';
import {
  type ExpiryDateProblem,
  expiryDateProblem,
  isExpired,
  puertoRicoToday,
} from '@lunia/shared/domain/document-expiry';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ExpiryBadge } from '../../../components/ui/expiry-badge';
import { ApiError } from '../../../lib/api-client';
import { expiryProblemOfApiError } from '../../../lib/document-expiry';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type UploadAction, type UploadPhase, uploadDocument } from '../api/upload-document';
import {
  badgeStateOf,
  type DocumentRecord,
  type DocumentState,
  fileProblemOf,
  monthMismatchOf,
  rejectionProblemOf,
  uploadActionFor,
} from '../document-rules';
import { DocumentStatusBadge } from './document-status-badge';
import { ExpiryDateField, expiryFieldId } from './expiry-date-field';
import { GraceStageBadge } from './grace-stage-badge';
import { UploadProgress } from './upload-progress';
import '../i18n';

const actionLabel = {
  create: 'row.upload',
  resubmit: 'row.resubmit',
  update: 'row.update',
} as const;

const failureKey = {
  create: 'errors.uploadFailed',
  resubmit: 'errors.resubmitFailed',
  update: 'errors.updateFailed',
} as const;

/**
 * The date the field starts with: the document's own while it is still valid (a replacement usually
 * keeps it), empty when there is none or it has passed (a renewal brings a new date).
 */
function initialExpiryOf(current: string | null | undefined, today: string): string {
  return current && !isExpired(current, today) ? current : '';
}

/**
 * One required document: its state and expiry, the reasons given, the expiry date of the next file,
 * and upload / resubmit / update / view / delete.
 */
export function DocumentRow({
  type,
  document,
  state,
  context,
  uploadsDisabled,
  readOnly = false,
  optional = false,
  onView,
  onDelete,
  rule,
}: {
  type: DocumentType;
  document: DocumentRecord | undefined;
  state: DocumentState;
  context: DocumentContext;
  uploadsDisabled: boolean;
  /** Status only (an organization member who is not its owner or admin): no upload, no delete. */
  readOnly?: boolean;
  /** One of the other credentials: not uploaded is not missing. */
  optional?: boolean;
  onView?: (document: DocumentRecord) => void;
  onDelete: (document: DocumentRecord) => void;
  /** The type's rule in force (the credential catalogue): past expiry, its grace stage shows. */
  rule?: CredentialRule | undefined;
}) {
  const { t, i18n } = useTranslation('documents');
  const language = currentLanguage(i18n.language);
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const today = puertoRicoToday();
  const [expiresOn, setExpiresOn] = useState(() => initialExpiryOf(document?.expiresOn, today));
  const [expiryProblem, setExpiryProblem] = useState<ExpiryDateProblem | null>(null);
  const [monthMismatch, setMonthMismatch] = useState<ReturnType<typeof monthMismatchOf>>(null);
  const documentExpiry = document?.expiresOn;
  // A new document or a corrected date (after an upload, or an admin's correction) restarts the field.
  useEffect(() => {
    setExpiresOn(initialExpiryOf(documentExpiry, puertoRicoToday()));
    setExpiryProblem(null);
    setMonthMismatch(null);
  }, [documentExpiry]);
  const typeLabel = t(`types.${type}`);
  const action: UploadAction = uploadActionFor(state);
  const busy = phase !== null;
  const headingId = `document-${type}`;
  // Review mode locks uploads; a denied document can still be resubmitted (that is what the review asks for).
  const locked = uploadsDisabled && state !== 'denied';

  /** The date's problem, shown on the field (and focus moved there); null when it may be sent. */
  function checkExpiry(): ExpiryDateProblem | null {
    const problem = expiryDateProblem(type, expiresOn || undefined, puertoRicoToday());
    setExpiryProblem(problem);
    setMonthMismatch(null);
    if (problem) window.document.getElementById(expiryFieldId(type))?.focus();
    return problem;
  }

  function chooseFile() {
    setError(null);
    setNotice(null);
    if (checkExpiry()) return;
    input.current?.click();
  }

  async function onFileChosen(file: File | undefined) {
    setError(null);
    setNotice(null);
    if (checkExpiry()) {
      if (input.current) input.current.value = '';
      return;
    }
    const problem = fileProblemOf(file);
    if (problem || !file) {
      setError(t(`errors.${problem ?? 'noFile'}`));
      return;
    }
    try {
      const checked = await uploadDocument({
        action,
        type,
        documentId: document?.id,
        file,
        expiresOn: expiresOn || undefined,
        context,
        onPhase: setPhase,
      });
      if (checked?.status === 'uploading') setNotice(t('row.stillChecking'));
      else if (checked?.status === 'pending') setNotice(t('row.uploaded', { type: typeLabel }));
    } catch (cause) {
      const mismatch = monthMismatchOf(cause);
      const refusedDate = mismatch ? null : expiryProblemOfApiError(cause);
      if (mismatch) setMonthMismatch(mismatch);
      else if (refusedDate) setExpiryProblem(refusedDate);
      else setError(uploadErrorMessage(cause, action));
    } finally {
      setPhase(null);
      if (input.current) input.current.value = '';
    }
  }

  function uploadErrorMessage(cause: unknown, failedAction: UploadAction): string {
    if (cause instanceof ApiError) {
      if (cause.code === 'NO_DENIED_DOCUMENT') return t('errors.noDeniedDocument');
      const problem = rejectionProblemOf(cause.message);
      if (problem) return t(`errors.${problem}`);
    }
    return t(failureKey[failedAction]);
  }

  const rejection = document?.status === 'rejected' ? document.rejectionReason : null;
  const rejectionProblem = rejectionProblemOf(rejection);
  const hasFile = document && (state === 'pending' || state === 'approved' || state === 'denied');

  return (
    <li
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {typeLabel}
          </h3>
          {document && state !== 'missing' ? (
            <p className="mt-0.5 truncate text-slate-600 text-sm dark:text-slate-400">
              {document.fileName} ·{' '}
              {t('row.uploadedOn', { date: formatDate(document.uploadedAt.slice(0, 10), language) })}
            </p>
          ) : (
            <p className="mt-0.5 text-slate-600 text-sm dark:text-slate-400">{t('row.formats')}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {document && state !== 'missing' && <ExpiryBadge expiresOn={document.expiresOn} />}
          {document && state !== 'missing' && <GraceStageBadge expiresOn={document.expiresOn} rule={rule} />}
          <DocumentStatusBadge state={badgeStateOf(busy ? 'uploading' : state, optional)} />
        </div>
      </div>

      {state === 'denied' && document?.denialReason && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm dark:bg-red-950/40 dark:text-red-200">
          {t('row.denialReason', { reason: document.denialReason })}
        </p>
      )}
      {rejection && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm dark:bg-red-950/40 dark:text-red-200">
          {t('row.rejectionReason', { reason: rejectionProblem ? t(`errors.${rejectionProblem}`) : rejection })}
        </p>
      )}
      {state === 'approved' && document?.notes && (
        <p className="mt-3 text-slate-700 text-sm dark:text-slate-300">{t('row.notes', { notes: document.notes })}</p>
      )}

      {phase && <UploadProgress phase={phase} label={t('row.progressLabel', { type: typeLabel })} />}
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-3 text-emerald-800 text-sm dark:text-emerald-300">
          {notice}
        </p>
      )}

      {!readOnly && !locked && (
        <ExpiryDateField
          type={type}
          typeLabel={typeLabel}
          value={expiresOn}
          problem={expiryProblem}
          mismatch={monthMismatch}
          disabled={busy}
          min={today}
          onChange={(value) => {
            setExpiresOn(value);
            setExpiryProblem(null);
            setMonthMismatch(null);
          }}
        />
      )}

      {!readOnly && (
        <div className="mt-4 flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('row.chooseFile', { type: typeLabel })}
            disabled={locked || busy}
            onChange={(event) => void onFileChosen(event.target.files?.[0])}
          />
          <Button
            variant={state === 'missing' || state === 'denied' || state === 'rejected' ? 'primary' : 'secondary'}
            disabled={locked || busy}
            onClick={chooseFile}
            aria-describedby={headingId}
          >
            {state === 'rejected' ? t('row.uploadAgain') : t(actionLabel[action])}
          </Button>
          {hasFile && onView && (
            <Button variant="secondary" onClick={() => onView(document)} aria-describedby={headingId}>
              {t('row.view')}
            </Button>
          )}
          {document && state !== 'approved' && !locked && !busy && (
            <Button variant="ghost" onClick={() => onDelete(document)} aria-describedby={headingId}>
              {t('row.delete')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
