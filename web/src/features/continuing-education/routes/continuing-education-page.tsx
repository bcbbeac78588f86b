import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard, PortalPageHeader } from '../../../components/ui/portal-card';
import {
  type ContinuingEducationRow,
  useContinuingEducation,
} from '../../../entities/continuing-education/api/list-continuing-education';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { useCreateContinuingEducation } from '../api/create-continuing-education';
import { useDeleteContinuingEducation } from '../api/delete-continuing-education';
import { useUploadCeCertificate } from '../api/upload-ce-certificate';
import { ActivitiesTable } from '../components/activities-table';
import { ActivityForm } from '../components/activity-form';
import { ProgressCard } from '../components/progress-card';
import '../i18n';

/** A certificate file opened in the document viewer (composed in by app/: features do not import each other). */
export interface ViewedCertificate {
  id: string;
  fileName: string;
  contentType: string;
}

/**
 * /continuing-education (issue 27): the pharmacist's progress in the current licence cycle, the
 * activities they recorded with their certificates (upload, status, view; delete an activity after
 * confirming, with its certificate) and the form to record another.
 */
export function ContinuingEducationPage({
  renderViewer,
}: {
  renderViewer?: (certificate: ViewedCertificate, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('continuing-education');
  const { t: tCommon } = useTranslation('common');
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const education = useContinuingEducation();
  const create = useCreateContinuingEducation();
  const remove = useDeleteContinuingEducation();
  const upload = useUploadCeCertificate();
  const [viewing, setViewing] = useState<ViewedCertificate | null>(null);
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContinuingEducationRow | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  /** What the last change did, said above the table (a polite status). */
  const [notice, setNotice] = useState<'recorded' | 'deleted' | 'certificateSent' | null>(null);

  const closeDelete = () => {
    setDeleting(null);
    setDeleteFailure(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteFailure(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        closeDelete();
        setNotice('deleted');
      },
      onError: (error) => setDeleteFailure(apiErrorMessage(tCommon, error)),
    });
  };

  const uploadCertificate = (row: ContinuingEducationRow, file: File) => {
    setNotice(null);
    setUploadFailure(null);
    upload.mutate(
      { row, file },
      {
        onSuccess: () => setNotice('certificateSent'),
        onError: (error) => setUploadFailure(apiErrorMessage(tCommon, error)),
      },
    );
  };
  const viewCertificate = (row: ContinuingEducationRow) => {
    if (!row.certificate) return;
    const { documentId, fileName, contentType } = row.certificate;
    setViewing({ id: documentId, fileName, contentType });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PortalPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        back={{ to: paths.dashboard, label: t('backToDashboard') }}
      />
      {education.data && <ProgressCard progress={education.data.progress} />}
      <PortalCard
        headingId="ce-activities-heading"
        title={t('activities.title')}
        description={t('activities.description')}
      >
        <div className="mt-4 space-y-4">
          {notice && <MessageBanner tone="success">{t(`notice.${notice}`)}</MessageBanner>}
          {uploadFailure && <MessageBanner tone="error">{uploadFailure}</MessageBanner>}
          {upload.isPending && <MessageBanner tone="info">{t('certificate.sending')}</MessageBanner>}
          <ActivitiesTable
            rows={education.data?.activities ?? []}
            loading={education.isPending}
            error={education.isError ? apiErrorMessage(tCommon, education.error) : undefined}
            onRetry={() => void education.refetch()}
            busy={remove.isPending}
            onDelete={setDeleting}
            uploading={upload.isPending}
            onUpload={uploadCertificate}
            onView={viewCertificate}
          />
        </div>
        <ActivityForm
          onCreate={async (body) => {
            setNotice(null);
            await create.mutateAsync(body);
            setNotice('recorded');
          }}
          onEdit={() => setNotice(null)}
        />
      </PortalCard>
      {deleting && (
        <ConfirmDialog
          title={t('delete.title', { title: deleting.title })}
          message={deleting.certificate ? t('delete.messageWithCertificate') : t('delete.message')}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('delete.deleting')}
          cancelLabel={t('delete.cancel')}
          busy={remove.isPending}
          failure={deleteFailure}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      )}
      {viewing && renderViewer?.(viewing, () => setViewing(null))}
    </div>
  );
}
