import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicVerification } from '../../../entities/verification-links/api/get-public-verification';
import { currentLanguage } from '../../../lib/i18n';
import { CredentialStatuses } from '../components/credential-statuses';
import { FactList, LinkAnswerState, PublicLinkPage } from '../components/public-link-page';
import { formatInstant } from '../format-instant';
import '../i18n';

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

  if (!query.isSuccess) {
    return (
      <LinkAnswerState
        query={query}
        gone={(code) => {
          const keys = code && code in GONE_KEYS ? GONE_KEYS[code as keyof typeof GONE_KEYS] : undefined;
          return keys && [t(keys[0]), t(keys[1])];
        }}
        loadingMessage={t('page.loading')}
        errorMessage={t('page.errorMessage')}
      />
    );
  }

  const verification = query.data;
  return (
    <div className="space-y-8">
      <FactList
        facts={[
          [t('page.name'), verification.name],
          [t('page.licenseNumber'), verification.licenseNumber || t('page.notProvided')],
          [t('page.luniaId'), verification.luniaId],
          [t('page.checkedAt'), formatInstant(verification.checkedAt, language, true)],
          [t('page.linkExpires'), formatInstant(verification.linkExpiresAt, language)],
        ]}
      />
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
  return (
    <PublicLinkPage
      title={t('page.title')}
      intro={t('page.intro')}
      meta={{ title: t('page.metaTitle'), description: t('page.metaDescription') }}
    >
      <VerificationContent token={token} />
    </PublicLinkPage>
  );
}
