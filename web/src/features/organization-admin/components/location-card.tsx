import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { LocationPharmacist } from './location-pharmacist';
import '../i18n';

/** One location: name, address, contact, licence, the Primary badge and its pharmacist in charge, with its actions (spec §2). */
export function LocationCard({
  location,
  busy,
  onEdit,
  onSetPrimary,
  onDelete,
  onChoosePharmacist,
}: {
  location: PharmacyLocation;
  busy: boolean;
  onEdit: () => void;
  onSetPrimary: () => void;
  onDelete: () => void;
  onChoosePharmacist: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-white">{location.name}</h3>
        {location.isPrimary && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs dark:bg-brand-400/15 dark:text-brand-200">
            {t('card.primary')}
          </span>
        )}
      </div>
      <dl className="mt-3 space-y-1 text-slate-700 text-sm dark:text-slate-300">
        <div>
          <dt className="sr-only">{t('card.address')}</dt>
          <dd>
            {location.address}, {location.city}, {location.state} {location.zipCode}
          </dd>
        </div>
        {location.phone && (
          <div className="flex gap-1">
            <dt className="font-medium">{t('card.phone')}:</dt>
            <dd>{location.phone}</dd>
          </div>
        )}
        {location.email && (
          <div className="flex gap-1">
            <dt className="font-medium">{t('card.email')}:</dt>
            <dd className="break-all">{location.email}</dd>
          </div>
        )}
        {location.pharmacyLicense && (
          <div className="flex gap-1">
            <dt className="font-medium">{t('card.license')}:</dt>
            <dd>{location.pharmacyLicense}</dd>
          </div>
        )}
      </dl>
      <LocationPharmacist location={location} busy={busy} onChoose={onChoosePharmacist} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" className="px-3 py-1.5" onClick={onEdit} disabled={busy}>
          {t('card.edit')}
          <span className="sr-only"> {location.name}</span>
        </Button>
        {!location.isPrimary && (
          <>
            <Button variant="secondary" className="px-3 py-1.5" onClick={onSetPrimary} disabled={busy}>
              {t('card.setPrimary')}
              <span className="sr-only"> {location.name}</span>
            </Button>
            <Button variant="danger" className="px-3 py-1.5" onClick={onDelete} disabled={busy}>
              {t('card.delete')}
              <span className="sr-only"> {location.name}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
