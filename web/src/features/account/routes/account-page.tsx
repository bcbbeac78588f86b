import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthenticatedSession } from '../../../lib/auth/require-session';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ACCOUNT_SETTINGS_ANCHOR, paths } from '../../../paths';
import { EmailVerificationPanel } from '../components/email-verification-panel';
import { LuniaIdCard } from '../components/lunia-id-card';
import { PersonalInfoForm } from '../components/personal-info-form';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import '../i18n';

const cardClasses = 'rounded-xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900';

/**
 * /account (portal spec §2). The language and theme switches are the app shell's, composed in by the
 * app so that this feature does not depend on the shell.
 */
export function AccountPage({
  languageControl,
  themeControl,
}: {
  languageControl: ReactNode;
  themeControl: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { t: tSession } = useTranslation('session');
  const { user, isAdmin } = useAuthenticatedSession();
  const { signOut, isSigningOut } = useSignOut(tSession('signOutFailed'));
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EmailVerificationPanel user={user} className={cardClasses} />
          <div className={cardClasses}>
            <ProfilePhotoCard user={user} />
          </div>
          <div className={cardClasses}>
            <PersonalInfoForm user={user} />
          </div>
          <section id={ACCOUNT_SETTINGS_ANCHOR} aria-labelledby="settings-heading" className={cardClasses}>
            <h2 id="settings-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {t('settings.title')}
            </h2>
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('settings.description')}</p>
            <dl className="mt-4 space-y-3">
              <div className="flex items-center justify-between gap-4">
                <dt className="font-medium text-slate-900 text-sm dark:text-white">{t('settings.language')}</dt>
                <dd>{languageControl}</dd>
              </div>
              <div className="flex items-center justify-between gap-4">
                <dt className="font-medium text-slate-900 text-sm dark:text-white">{t('settings.theme')}</dt>
                <dd>{themeControl}</dd>
              </div>
            </dl>
          </section>
        </div>

        <div className="space-y-6">
          <div className={cardClasses}>
            <LuniaIdCard luniaId={user.luniaId} />
          </div>
          <section aria-labelledby="quick-actions-heading" className={cardClasses}>
            <h2 id="quick-actions-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {t('quickActions.title')}
            </h2>
            <div className="mt-4 flex flex-col gap-2">
              <ButtonLink to={isAdmin ? paths.adminDashboard : paths.dashboard} variant="secondary">
                {isAdmin ? t('quickActions.adminDashboard') : t('quickActions.dashboard')}
              </ButtonLink>
              <ButtonLink to={{ hash: ACCOUNT_SETTINGS_ANCHOR }} variant="secondary">
                {t('quickActions.settings')}
              </ButtonLink>
            </div>
          </section>
          <section aria-labelledby="sign-out-heading" className={cardClasses}>
            <h2 id="sign-out-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
              {t('signOut.title')}
            </h2>
            <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('signOut.description')}</p>
            <Button variant="secondary" className="mt-4" disabled={isSigningOut} onClick={() => void signOut()}>
              {isSigningOut && <Spinner className="size-4" />}
              {isSigningOut ? tSession('signingOut') : tSession('signOut')}
            </Button>
          </section>
        </div>
      </div>
    </div>
  );
}
