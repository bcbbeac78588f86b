import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicVerification } from '../../../entities/verification-links/api/get-public-verification';
import { currentLanguage } from '../../../lib/i18n';
import { CredentialStatuses } from '../components/credential-statuses';
import { FactList, type GoneReason, LinkAnswerState, PublicLinkPage } from '../components/public-link-page';
import { formatInstant } from '../format-instant';
import '../i18n';

const GONE: Record<string, GoneReason> = {
  VERIFICATION_LINK_REVOKED: 'revoked',
  VERIFICATION_LINK_EXPIRED: 'expired',
  VERIFICATION_ACCOUNT_CLOSED: 'closed',
  NOT_FOUND: 'notFound',
};

function VerificationContent({ token }: { token: string }) {
  const { t, i18n } = useTranslation('verification-links');
  const language = currentLanguage(i18n.language);
  const query = usePublicVerification(token);

  if (!query.isSuccess) return <LinkAnswerState query={query} gone={GONE} texts="page" />;

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
