import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/ui/page-state';
import { useDocuments } from '../../../entities/documents/api/list-documents';
import { useDeleteDocument } from '../api/delete-document';
import { type DocumentRecord, requiredDocuments } from '../document-rules';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentRow } from './document-row';
import '../i18n';

/**
 * The required documents of a context with their states and actions. Used on /document-upload and in
 * the BookRx page's upload modal. `onView` opens the document viewer (composed in by the app).
 */
export function DocumentUploadPanel({
  context,
  uploadsDisabled = false,
  readOnly = false,
  onView,
}: {
  context: DocumentContext;
  uploadsDisabled?: boolean;
  /** Status only: no upload, update, resubmit or delete (organization members other than owner/admin). */
  readOnly?: boolean;
  onView?: (document: DocumentRecord) => void;
}) {
  const { t } = useTranslation('documents');
  const documents = useDocuments(context);
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

  const required = requiredDocuments(documents.data, context);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {required.map(({ type, document, state }) => (
          <DocumentRow
            key={type}
            type={type}
            document={document}
            state={state}
            context={context}
            uploadsDisabled={uploadsDisabled}
            readOnly={readOnly}
            onView={onView}
            onDelete={(chosen) => {
              deletion.reset();
              setToDelete(chosen);
            }}
          />
        ))}
      </ul>
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
