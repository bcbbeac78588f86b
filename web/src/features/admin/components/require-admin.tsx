import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import '../i18n';
import { AdminLayout } from './admin-layout';
import { MfaEnrolment } from './mfa-enrolment';

function AccessDenied() {
  const { t } = useTranslation('admin');
  const { user } = useAuthenticatedSession();
  usePageMeta({ title: t('accessDenied.metaTitle'), description: t('accessDenied.message') });
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <AlertCircleIcon className="mx-auto size-12 text-red-700 dark:text-red-400" />
      <h1 className="mt-4 font-bold text-3xl text-slate-900 dark:text-white">{t('accessDenied.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('accessDenied.message')}</p>
      <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">
        {t('accessDenied.details', { email: user.email, role: t(`roles.${user.globalRole}`) })}
      </p>
      <ButtonLink to={paths.dashboard} className="mt-8">
        {t('accessDenied.back')}
      </ButtonLink>
    </div>
  );
}

/**
 * Every /admin/* page: Access Denied for anyone who is not super_admin or support (portal spec §2),
 * the authenticator-app enrolment for an admin who has none yet (issue 13), and otherwise the page in
 * the admin layout with the back office's section navigation (issue 23).
 * This only hides the screens; the admin API routes check the groups themselves.
 */
export function RequireAdmin() {
  const { isAdmin, mfaEnrolmentRequired } = useAuthenticatedSession();
  if (!isAdmin) return <AccessDenied />;
  return mfaEnrolmentRequired ? <MfaEnrolment /> : <AdminLayout />;
}
