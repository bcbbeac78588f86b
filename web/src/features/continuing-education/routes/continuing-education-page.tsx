import { useState } from 'react';
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
import { ActivitiesTable } from '../components/activities-table';
import { ActivityForm } from '../components/activity-form';
import { ProgressCard } from '../components/progress-card';
import '../i18n';

/**
 * /continuing-education (issue 27): the pharmacist's progress in the current licence cycle, the
 * activities they recorded (delete one, after confirming) and the form to record another.
 */
export function ContinuingEducationPage() {
  const { t } = useTranslation('continuing-education');
  const { t: tCommon } = useTranslation('common');
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const education = useContinuingEducation();
  const create = useCreateContinuingEducation();
  const remove = useDeleteContinuingEducation();
  const [deleting, setDeleting] = useState<ContinuingEducationRow | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  /** What the last change did, said above the table (a polite status). */
  const [notice, setNotice] = useState<'recorded' | 'deleted' | null>(null);

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
          <ActivitiesTable
            rows={education.data?.activities ?? []}
            loading={education.isPending}
            error={education.isError ? apiErrorMessage(tCommon, education.error) : undefined}
            onRetry={() => void education.refetch()}
            busy={remove.isPending}
            onDelete={setDeleting}
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
          message={t('delete.message')}
          confirmLabel={t('delete.confirm')}
          busyLabel={t('delete.deleting')}
          cancelLabel={t('delete.cancel')}
          busy={remove.isPending}
          failure={deleteFailure}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        />
      )}
    </div>
  );
}
