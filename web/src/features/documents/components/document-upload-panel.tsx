import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/ui/page-state';
import { rulesByType, useCredentialTypes } from '../../../entities/credentials/api/list-credential-types';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentRecord, optionalDocuments, type RequiredDocument, requiredDocuments } from '../document-rules';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentRow } from './document-row';
import '../i18n';

/**
 * The required documents of a context with their states and actions. Used on /document-upload and in
 * the BookRx page's upload modal. `onView` opens the document viewer (composed in by the app).
 * `showOptional` adds the context's optional credentials from the catalogue (issue 27) as a group
 * of their own, which never blocks a submission.
 */
export function DocumentUploadPanel({
  context,
  uploadsDisabled = false,
  readOnly = false,
  showOptional = false,
  onView,
}: {
  context: DocumentContext;
  uploadsDisabled?: boolean;
  /** Status only: no upload, update, resubmit or delete (organization members other than owner/admin). */
  readOnly?: boolean;
  showOptional?: boolean;
  onView?: (document: DocumentRecord) => void;
}) {
  const { t } = useTranslation('documents');
  const documents = useDocuments(context);
  const credentialTypes = useCredentialTypes();
  const deletion = useDeleteDocument(context);
  const [toDelete, setToDelete] = useState<DocumentRecord | null>(null);

  if (documents.isPending) return <PageState kind="loading" message={t('loading')} />;
  if (documents.isError)
    return (
      <PageState
        kind="error"
        message={t('errors.loadFailed')}
        onRetry={() => void documents.refetch()}
        retryLabel={t('retry')}
      />
    );

  const rules = rulesByType(credentialTypes.data);
  const rows = (list: RequiredDocument[], optional = false) => (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {list.map(({ type, document, state }) => (
        <DocumentRow
          key={type}
          type={type}
          document={document}
          state={state}
          context={context}
          uploadsDisabled={uploadsDisabled}
          readOnly={readOnly}
          optional={optional}
          onView={onView}
          rule={rules[type]}
          onDelete={(chosen) => {
            deletion.reset();
            setToDelete(chosen);
          }}
        />
      ))}
    </ul>
  );
  const optional = showOptional ? optionalDocuments(documents.data, context) : [];
  // Members who only see statuses are shown the optional credentials that were uploaded.
  const shownOptional = readOnly ? optional.filter(({ state }) => state !== 'missing') : optional;
  return (
    <>
      {rows(requiredDocuments(documents.data, context))}
      {shownOptional.length > 0 && (
        <section aria-labelledby={`optional-heading-${context}`} className="space-y-4 pt-4">
          <div>
            <h2 id={`optional-heading-${context}`} className="font-semibold text-slate-900 text-xl dark:text-white">
              {t('optional.title')}
            </h2>
            <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">{t('optional.intro')}</p>
          </div>
          {rows(shownOptional, true)}
        </section>
      )}
      {toDelete && (
        <DeleteDocumentDialog
          typeLabel={t(`types.${toDelete.type}`)}
          fileName={toDelete.fileName}
          busy={deletion.isPending}
          failed={deletion.isError}
          onClose={() => setToDelete(null)}
          onConfirm={() => deletion.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
        />
      )}
    </>
  );
}
