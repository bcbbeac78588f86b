import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatCard, StatGrid } from '../../../components/ui/stat-card';
import { useLocationVerification } from '../../../entities/locations/api/get-location-verification';
import { currentLanguage } from '../../../lib/i18n';
import { FactList, type GoneReason, LinkAnswerState, PublicLinkPage } from '../components/public-link-page';
import { formatInstant } from '../format-instant';
import '../i18n';

/** Each code the summary's API answers a gone link with (use-cases/locations/get-location-verification.ts). */
const GONE: Record<string, GoneReason> = {
  VERIFICATION_LINK_REVOKED: 'revoked',
  VERIFICATION_LINK_EXPIRED: 'expired',
  VERIFICATION_LOCATION_CLOSED: 'closed',
  NOT_FOUND: 'notFound',
};

const COUNTS = ['current', 'expiring', 'missing'] as const;

function LocationSummary({ token }: { token: string }) {
  const { t, i18n } = useTranslation('verification-links');
  const language = currentLanguage(i18n.language);
  const query = useLocationVerification(token);

  if (!query.isSuccess) return <LinkAnswerState query={query} gone={GONE} texts="locationPage" />;

  const summary = query.data;
  const inCharge = summary.pharmacistInCharge;
  return (
    <div className="space-y-8">
      <FactList
        facts={[
          [t('locationPage.organization'), summary.organization],
          [t('locationPage.location'), summary.location],
          [t('locationPage.city'), summary.city],
          [t('locationPage.pharmacyLicense'), summary.pharmacyLicense || t('page.notProvided')],
          [
            t('locationPage.pharmacistInCharge'),
            inCharge ? (
              <>
                {inCharge.name}
                <span className="block font-normal text-slate-700 text-sm dark:text-slate-300">
                  {inCharge.licenseNumber
                    ? t('locationPage.licenseNumber', { number: inCharge.licenseNumber })
                    : t('locationPage.noLicenseNumber')}
                </span>
              </>
            ) : (
              t('locationPage.noneNamed')
            ),
          ],
          [t('locationPage.coverage'), t(`locationPage.coverages.${summary.coverage}`)],
          [t('locationPage.staff'), summary.staff],
          [t('locationPage.checkedAt'), formatInstant(summary.checkedAt, language, true)],
          [t('locationPage.binderGeneratedAt'), formatInstant(summary.binderGeneratedAt, language, true)],
          [t('locationPage.linkExpires'), formatInstant(summary.linkExpiresAt, language, true)],
        ]}
      />
      <section aria-labelledby="location-credentials-heading" className="space-y-3">
        <h2 id="location-credentials-heading" className="font-semibold text-slate-900 text-xl dark:text-white">
          {t('locationPage.credentialsTitle')}
        </h2>
        <StatGrid columns="sm:grid-cols-3">
          {COUNTS.map((count) => (
            <StatCard key={count} label={t(`locationPage.counts.${count}`)} value={summary.credentials[count]} />
          ))}
        </StatGrid>
      </section>
      <p className="text-slate-600 text-sm dark:text-slate-400">{t('locationPage.timeZone')}</p>
    </div>
  );
}

/**
 * /verify/location/<token> (issue 43): the page an inspection binder's QR code opens, the location's
 * summary as Lunia records it now (organization, location, licence, pharmacist in charge, coverage,
 * staff and credential counts) with when it was checked, when the binder was generated and until when
 * the link works. No sign-in; not prerendered (one per token) and marked noindex. Says which of
 * revoked, expired, no longer active or unknown a link is that shows no summary.
 */
export function LocationVerificationPage() {
  const { t } = useTranslation('verification-links');
  const { token = '' } = useParams();
  return (
    <PublicLinkPage
      title={t('locationPage.title')}
      intro={t('locationPage.intro')}
      meta={{ title: t('locationPage.title'), description: t('locationPage.metaDescription') }}
    >
      <LocationSummary token={token} />
    </PublicLinkPage>
  );
}
