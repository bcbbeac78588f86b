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

/** Why a link shows nothing: each has a title and a message (`<texts>.<reason>Title` / `…Message`). */
export type GoneReason = 'revoked' | 'expired' | 'closed' | 'notFound';

/**
 * What a public verification page shows until it has its answer: loading; a link that is gone (the
 * API's 404 or 410 code, mapped by `gone` to its reason, each with its own title and message); any
 * other failure with a retry button. Nothing (`null`) once the answer is there. `texts` names the
 * page's strings in the namespace (`loading`, `errorMessage` and the reasons' titles and messages).
 */
export function LinkAnswerState({
  query,
  gone,
  texts,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  gone: Partial<Record<string, GoneReason>>;
  texts: 'page' | 'locationPage';
}): ReactNode {
  const { t } = useTranslation('verification-links');
  if (query.isPending) return <PageState kind="loading" message={t(`${texts}.loading`)} />;
  if (!query.isError) return null;
  const code = apiErrorCode(query.error);
  const reason = code && Object.hasOwn(gone, code) ? gone[code] : undefined;
  if (!reason) {
    return (
      <PageState
        kind="error"
        message={t(`${texts}.errorMessage`)}
        onRetry={() => void query.refetch()}
        retryLabel={t('page.retry')}
      />
    );
  }
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-semibold text-slate-900 text-xl dark:text-white">{t(`${texts}.${reason}Title`)}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`${texts}.${reason}Message`)}</p>
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
