import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import '../i18n';

/**
 * A page for visitors who are not signed in (sign-in, register, password reset): its meta tags, the
 * auth card, and `children` only while signed out (a signed-in visitor is sent on, see GuestOnly).
 */
export function GuestAuthPage({
  section,
  subtitle,
  children,
}: {
  /** The page's group of the `auth` namespace: its `metaTitle`, `metaDescription` and `title`. */
  section: 'signIn' | 'register' | 'confirmRegistration' | 'forgotPassword';
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  usePageMeta({ title: t(`${section}.metaTitle`), description: t(`${section}.metaDescription`) });
  return (
    <AuthProviders>
      <AuthCard title={t(`${section}.title`)} subtitle={subtitle}>
        <GuestOnly>{children}</GuestOnly>
      </AuthCard>
    </AuthProviders>
  );
}
