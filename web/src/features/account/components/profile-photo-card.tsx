import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useRefreshProfilePhotoUrl } from '../api/refresh-profile-photo-url';
import { PhotoRejectedError, photoProblemOf, useUploadProfilePhoto } from '../api/upload-profile-photo';

type Feedback =
  | { tone: 'success'; key: 'uploaded' | 'removed' | 'checking' }
  | { tone: 'error'; key: 'tooLarge' | 'wrongType' | 'uploadFailed' | 'removeFailed' | 'refreshFailed' }
  | { tone: 'error'; rejection: string };

/** Profile photo: upload (≤ 5 MB, JPEG/PNG, through a presigned POST), remove, and a fresh URL when one expires. */
export function ProfilePhotoCard({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  const refresh = useRefreshProfilePhotoUrl();
  const refreshedFor = useRef<string | null>(null);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblemOf(file);
    if (problem) {
      setFeedback({ tone: 'error', key: problem });
      return;
    }
    setFeedback(null);
    upload.mutate(file, {
      onSuccess: (outcome) => setFeedback({ tone: 'success', key: outcome === 'accepted' ? 'uploaded' : 'checking' }),
      onError: (error) =>
        setFeedback(
          error instanceof PhotoRejectedError && error.reason
            ? { tone: 'error', rejection: error.reason }
            : { tone: 'error', key: 'uploadFailed' },
        ),
    });
  }

  function onRemove() {
    setFeedback(null);
    remove.mutate(undefined, {
      onSuccess: () => setFeedback({ tone: 'success', key: 'removed' }),
      onError: () => setFeedback({ tone: 'error', key: 'removeFailed' }),
    });
  }

  /** A photo URL is short-lived: when it no longer loads, ask once for a fresh one. */
  function onPhotoError() {
    if (!user.profilePhotoUrl || refreshedFor.current === user.profilePhotoUrl) return;
    refreshedFor.current = user.profilePhotoUrl;
    refresh.mutate(undefined, { onError: () => setFeedback({ tone: 'error', key: 'refreshFailed' }) });
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <PortalCard headingId="photo-heading" title={t('photo.title')}>
      <div className="mt-4 flex flex-wrap items-center gap-5">
        <UserAvatar
          person={user}
          photoUrl={user.profilePhotoUrl}
          className="size-20 text-2xl"
          onPhotoError={onPhotoError}
        />
        <div className="space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              // The visible button opens it; keep it out of the tab order and the accessibility tree.
              tabIndex={-1}
              aria-hidden="true"
              onChange={onFileChosen}
              disabled={busy}
            />
            <Button
              variant="secondary"
              disabled={busy}
              aria-describedby={`${inputId}-hint`}
              onClick={() => inputRef.current?.click()}
            >
              {upload.isPending && <Spinner className="size-4" />}
              {upload.isPending ? t('photo.uploading') : user.profilePhotoUrl ? t('photo.change') : t('photo.upload')}
            </Button>
            {user.profilePhotoUrl && (
              <Button variant="ghost" disabled={busy} onClick={onRemove}>
                {remove.isPending ? t('photo.removing') : t('photo.remove')}
              </Button>
            )}
          </div>
          <p id={`${inputId}-hint`} className="text-slate-600 text-xs dark:text-slate-400">
            {t('photo.hint')}
          </p>
        </div>
      </div>
      {feedback && (
        <MessageBanner tone={feedback.tone} className="mt-4">
          {'rejection' in feedback ? feedback.rejection : t(`photo.${feedback.key}`)}
        </MessageBanner>
      )}
    </PortalCard>
  );
}
