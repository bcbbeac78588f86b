import type { LocationCoverage } from '@lunia/shared/domain/location-coverage';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { saveInspectionBinder, useInspectionBinder } from '../../../entities/locations/api/get-inspection-binder';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { RevokeBinderLinks } from './revoke-binder-links';
import '../i18n';

const coverageTone: Record<LocationCoverage, BadgeTone> = {
  covered: 'success',
  at_risk: 'warning',
  uncovered: 'danger',
};

/**
 * A location's pharmacist in charge (issue 27): who, the coverage badge with what it means, the
 * button that opens the choice, the inspection binder's download (in the page's language) and the
 * revocation of the QR links of the binders printed so far (issue 43).
 */
export function LocationPharmacist({
  location,
  busy,
  onChoose,
}: {
  location: PharmacyLocation;
  busy: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation('organization-admin');
  const binder = useInspectionBinder();
  const lang = i18n.language.startsWith('es') ? 'es' : 'en';
  return (
    <section className="mt-4 border-slate-200 border-t pt-3 dark:border-slate-800" aria-label={t('regente.title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-slate-900 text-sm dark:text-white">{t('regente.title')}</h4>
        <Badge tone={coverageTone[location.coverage]}>{t(`regente.coverage.${location.coverage}`)}</Badge>
      </div>
      <p className="mt-1 text-slate-700 text-sm dark:text-slate-300">
        {location.pharmacistInCharge?.name ?? t('regente.none')}
      </p>
      <p className="mt-1 text-slate-600 text-xs dark:text-slate-400">
        {t(`regente.coverageHelp.${location.coverage}`)}
      </p>
      {binder.isError && (
        <p role="alert" className="mt-2 text-red-700 text-sm dark:text-red-300">
          {t('regente.binderFailed')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-1.5" onClick={onChoose} disabled={busy}>
          {location.pharmacistInCharge ? t('regente.change') : t('regente.choose')}
          <span className="sr-only"> {location.name}</span>
        </Button>
        <Button
          variant="ghost"
          className="px-3 py-1.5"
          disabled={binder.isPending}
          onClick={() =>
            binder.mutate({ id: location.id, lang }, { onSuccess: ({ binder: pdf }) => saveInspectionBinder(pdf) })
          }
        >
          {binder.isPending ? t('regente.binderPreparing') : t('regente.binder')}
          <span className="sr-only"> {location.name}</span>
        </Button>
        <RevokeBinderLinks location={location} />
      </div>
    </section>
  );
}
