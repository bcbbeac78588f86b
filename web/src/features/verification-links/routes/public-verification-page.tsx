import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { usePublicVerification } from '../../../entities/verification-links/api/get-public-verification';
import { apiErrorCode } from '../../../lib/api-error-message';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { currentLanguage } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
import { CredentialStatuses } from '../components/credential-statuses';
import { formatInstant } from '../format-instant';
import '../i18n';

/**
 * Keeps the page out of search engines (it is per token, never prerendered). Loaded first, the page
 * comes in the SPA shell, which says noindex already; reached by a client-side navigation, it adds it.
 */
function useNoIndex() {
  useEffect(() => {
    if (document.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

const GONE_KEYS = {
  VERIFICATION_LINK_REVOKED: ['page.revokedTitle', 'page.revokedMessage'],
  VERIFICATION_LINK_EXPIRED: ['page.expiredTitle', 'page.expiredMessage'],
  VERIFICATION_ACCOUNT_CLOSED: ['page.closedTitle', 'page.closedMessage'],
  NOT_FOUND: ['page.notFoundTitle', 'page.notFoundMessage'],
} as const;

function VerificationContent({ token }: { token: string }) {
  const { t, i18n } = useTranslation('verification-links');
  const language = currentLanguage(i18n.language);
  const query = usePublicVerification(token);

  if (query.isPending) return <PageState kind="loading" message={t('page.loading')} />;
  if (query.isError) {
    const code = apiErrorCode(query.error);
    const gone = code && code in GONE_KEYS ? GONE_KEYS[code as keyof typeof GONE_KEYS] : undefined;
    if (!gone) {
      return (
        <PageState
          kind="error"
          message={t('page.errorMessage')}
          onRetry={() => void query.refetch()}
          retryLabel={t('page.retry')}
        />
      );
    }
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-white">{t(gone[0])}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t(gone[1])}</p>
        <ButtonLink to={paths.home} variant="secondary" className="mt-6">
          {t('page.home')}
        </ButtonLink>
      </div>
    );
  }

  const verification = query.data;
  const facts = [
    ['name', verification.name],
    ['licenseNumber', verification.licenseNumber || t('page.notProvided')],
    ['luniaId', verification.luniaId],
    ['checkedAt', formatInstant(verification.checkedAt, language, true)],
    ['linkExpires', formatInstant(verification.linkExpiresAt, language)],
  ] as const;
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
        {facts.map(([key, value]) => (
          <div key={key} className="min-w-0">
            <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">{t(`page.${key}`)}</dt>
            <dd className="mt-1 break-words font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="credentials-heading" className="space-y-3">
        <h2 id="credentials-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('page.credentialsTitle')}
        </h2>
        <CredentialStatuses credentials={verification.credentials} name={verification.name} />
      </section>
    </div>
  );
}

/**
 * /verify/<token> (issue 27): the public page an employer opens from a pharmacist's verification
 * link or card. No sign-in; not prerendered (one per token) and marked noindex, as is its API answer.
 * Says clearly when the link was revoked, has expired or does not exist.
 */
export function PublicVerificationPage() {
  const { t } = useTranslation('verification-links');
  const { token = '' } = useParams();
  usePageMeta({ title: t('page.metaTitle'), description: t('page.metaDescription') });
  useNoIndex();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{t('page.title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
      </header>
      <AuthProviders>
        <VerificationContent token={token} />
      </AuthProviders>
    </section>
  );
}
