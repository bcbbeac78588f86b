import type { DocumentContext } from '@lunia/shared/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { LoadingState } from '../../../components/ui/spinner';
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

  if (documents.isPending) return <LoadingState message={t('loading')} />;
  if (documents.isError)
    return (
      <div className="space-y-3">
        <MessageBanner tone="error">{t('errors.loadFailed')}</MessageBanner>
        <Button variant="secondary" onClick={() => void documents.refetch()}>
          {t('retry')}
        </Button>
      </div>
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
