import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PortalCard, PortalPageHeader } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { useSignOut } from '../../../lib/auth/use-sign-out';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ACCOUNT_SETTINGS_ANCHOR, paths } from '../../../paths';
import { EmailVerificationPanel } from '../components/email-verification-panel';
import { LuniaIdCard } from '../components/lunia-id-card';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { PasswordForm } from '../components/password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { PrivacyCard } from '../components/privacy-card';
import { ProfilePhotoCard } from '../components/profile-photo-card';
import { SessionsCard } from '../components/sessions-card';
import '../i18n';

/**
 * /account (portal spec §2). The language and theme switches are the app shell's, composed in by the
 * app so that this feature does not depend on the shell.
 */
export function AccountPage({
  languageControl,
  themeControl,
  verificationLinks,
}: {
  languageControl: ReactNode;
  themeControl: ReactNode;
  /** The employer verification links section (issue 27), composed in by the app. */
  verificationLinks?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { t: tSession } = useTranslation('session');
  const { user, isAdmin } = useAuthenticatedSession();
  const { signOut, isSigningOut } = useSignOut(tSession('signOutFailed'));
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PortalPageHeader title={t('title')} subtitle={t('subtitle')} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <EmailVerificationPanel user={user} />
          <ProfilePhotoCard user={user} />
          <PersonalInfoForm user={user} />
          <PasswordForm email={user.email} />
          <NotificationPreferencesCard user={user} />
          {verificationLinks}
          <PortalCard
            id={ACCOUNT_SETTINGS_ANCHOR}
            headingId="settings-heading"
            title={t('settings.title')}
            description={t('settings.description')}
          >
            <dl className="mt-4 space-y-3">
              {(
                [
                  ['language', languageControl],
                  ['theme', themeControl],
                ] as const
              ).map(([setting, control]) => (
                <div key={setting} className="flex flex-wrap items-center justify-between gap-4">
                  <dt className="font-medium text-slate-900 text-sm dark:text-white">{t(`settings.${setting}`)}</dt>
                  <dd>{control}</dd>
                </div>
              ))}
            </dl>
          </PortalCard>
        </div>

        <div className="min-w-0 space-y-6">
          <LuniaIdCard luniaId={user.luniaId} />
          <PortalCard headingId="quick-actions-heading" title={t('quickActions.title')}>
            <div className="mt-4 flex flex-col gap-2">
              <ButtonLink to={isAdmin ? paths.adminDashboard : paths.dashboard} variant="secondary">
                {isAdmin ? t('quickActions.adminDashboard') : t('quickActions.dashboard')}
              </ButtonLink>
              <ButtonLink to={{ hash: ACCOUNT_SETTINGS_ANCHOR }} variant="secondary">
                {t('quickActions.settings')}
              </ButtonLink>
            </div>
          </PortalCard>
          <PortalCard headingId="sign-out-heading" title={t('signOut.title')} description={t('signOut.description')}>
            <Button variant="secondary" className="mt-4" disabled={isSigningOut} onClick={() => void signOut()}>
              {isSigningOut && <Spinner className="size-4" />}
              {isSigningOut ? tSession('signingOut') : tSession('signOut')}
            </Button>
          </PortalCard>
          <SessionsCard />
          <PrivacyCard />
        </div>
      </div>
    </div>
  );
}
