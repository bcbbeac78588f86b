import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LuniaLogo } from '../../components/ui/lunia-logo';
import { productCatalog } from '../../lib/product-catalog';
import { legalTabPath, paths } from '../../paths';

const footerLinkClasses =
  'rounded text-slate-600 text-sm hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-white dark:focus-visible:outline-brand-300';

const companyLinks = [
  { to: paths.pricing, labelKey: 'footer.pricing' },
  { to: paths.partners, labelKey: 'footer.partners' },
  { to: paths.contact, labelKey: 'footer.contact' },
  { to: paths.press, labelKey: 'footer.press' },
] as const;

const complianceLinks = [
  { to: legalTabPath('privacy'), labelKey: 'footer.privacyPolicy' },
  { to: legalTabPath('terms'), labelKey: 'footer.terms' },
  { to: legalTabPath('hipaa'), labelKey: 'footer.hipaa' },
  { to: legalTabPath('security'), labelKey: 'footer.security' },
] as const;

function FooterColumn({ heading, links }: { heading: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-semibold text-slate-900 text-sm dark:text-white">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={footerLinkClasses}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Public footer: solutions, company, compliance & security (spec §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <LuniaLogo />
          <p className="mt-4 text-slate-600 text-sm leading-relaxed dark:text-slate-400">{t('brand.about')}</p>
        </div>
        <FooterColumn
          heading={t('footer.solutions')}
          links={productCatalog.map(({ id, path }) => ({ to: path, label: t(`products.${id}.name`) }))}
        />
        <FooterColumn
          heading={t('footer.company')}
          links={companyLinks.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))}
        />
        <FooterColumn
          heading={t('footer.complianceAndSecurity')}
          links={complianceLinks.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))}
        />
      </div>
      <div className="border-slate-200 border-t dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-slate-600 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.trust')}</p>
        </div>
      </div>
    </footer>
  );
}
