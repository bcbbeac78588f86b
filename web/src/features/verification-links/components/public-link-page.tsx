import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PageState } from '../../../components/ui/page-state';
import { apiErrorCode } from '../../../lib/api-error-message';
import { AuthProviders } from '../../../lib/auth/auth-providers';
import { usePageMeta } from '../../../lib/use-page-meta';
import { paths } from '../../../paths';
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

/**
 * The frame of a public verification page opened from a link or a QR code (issues 27 and 43): its
 * title and introduction, the page's title and description, noindex, and no sign-in.
 */
export function PublicLinkPage({
  title,
  intro,
  meta,
  children,
}: {
  title: string;
  intro: string;
  /** The document's title and description. */
  meta: { title: string; description: string };
  children: ReactNode;
}) {
  usePageMeta(meta);
  useNoIndex();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-12 sm:px-6">
      <header className="space-y-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
        <p className="text-slate-700 dark:text-slate-300">{intro}</p>
      </header>
      <AuthProviders>{children}</AuthProviders>
    </section>
  );
}

/**
 * What a public verification page shows until it has its answer: loading; a link that is gone (the
 * API's 404 or 410 code, each with its own title and message from `gone`); any other failure with a
 * retry button. Nothing (`null`) once the answer is there.
 */
export function LinkAnswerState({
  query,
  gone,
  loadingMessage,
  errorMessage,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  gone: (code: string | undefined) => readonly [title: string, message: string] | undefined;
  loadingMessage: string;
  errorMessage: string;
}): ReactNode {
  const { t } = useTranslation('verification-links');
  if (query.isPending) return <PageState kind="loading" message={loadingMessage} />;
  if (!query.isError) return null;
  const texts = gone(apiErrorCode(query.error));
  if (!texts) {
    return (
      <PageState
        kind="error"
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retryLabel={t('page.retry')}
      />
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold text-slate-900 text-xl dark:text-white">{texts[0]}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{texts[1]}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-6">
        {t('page.home')}
      </ButtonLink>
    </div>
  );
}

/** The facts a public verification page confirms, two columns from a small screen up. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-slate-600 text-sm dark:text-slate-400">{label}</dt>
          <dd className="mt-1 break-words font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
