import { coverageRank } from '@lunia/shared/domain/location-coverage';
import { canAddLocation, organizationLocationLimitInput } from '@lunia/shared/domain/location-limit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { SelectField } from '../../../components/ui/select-field';
import { type PharmacyLocation, useLocations } from '../../../entities/locations/api/list-locations';
import { useOrganization } from '../../../entities/organization/api/get-organization';
import { useCreateLocation } from '../api/create-location';
import { useDeleteLocation } from '../api/delete-location';
import { useSetPrimaryLocation } from '../api/set-primary-location';
import { useUpdateLocation } from '../api/update-location';
import { firstLocationDefaults } from '../location-defaults';
import { type LocationErrorKey, locationErrorKey } from '../location-errors';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationCard } from './location-card';
import { LocationForm } from './location-form';
import { PharmacistInChargeDialog } from './pharmacist-in-charge-dialog';
import '../i18n';

type Editing = { mode: 'add' } | { mode: 'edit'; location: PharmacyLocation } | null;
type Notice = {
  tone: 'success' | 'error';
  key: LocationErrorKey | 'done.saved' | 'done.deleted' | 'done.primary' | 'regente.saved';
};
type Order = 'default' | 'coverage';

/**
 * The Pharmacy Locations tab (spec §2, §5): the active organization's locations with edit, delete
 * (non-primary) and Set as Primary, the add/edit form, and the limit alert before a request that the
 * limit would refuse. Every failure is shown (the original only logged them).
 */
export function LocationsTab({ orgId }: { orgId: string }) {
  const { t } = useTranslation('organization-admin');
  const locations = useLocations(orgId);
  const organization = useOrganization(orgId);
  const createLocation = useCreateLocation(orgId);
  const updateLocation = useUpdateLocation(orgId);
  const deleteLocation = useDeleteLocation(orgId);
  const setPrimary = useSetPrimaryLocation(orgId);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<PharmacyLocation | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<LocationErrorKey | null>(null);
  const [choosing, setChoosing] = useState<PharmacyLocation | null>(null);
  const [order, setOrder] = useState<Order>('default');
  const addButtonId = useId();
  const focusAddButton = () => document.getElementById(addButtonId)?.focus();

  if (locations.isPending || organization.isPending)
    return <PageState kind="loading" message={t('locations.loading')} />;
  if (locations.isError || organization.isError) {
    return (
      <PageState
        kind="error"
        message={t('locations.loadFailed')}
        retryLabel={t('locations.retry')}
        onRetry={() => {
          void locations.refetch();
          void organization.refetch();
        }}
      />
    );
  }

  const list = locations.data;
  // Issue 27: the org admin lists locations by coverage on request (uncovered first; stable otherwise).
  const shown =
    order === 'coverage' ? [...list].sort((a, b) => coverageRank(a.coverage) - coverageRank(b.coverage)) : list;
  const limit = organizationLocationLimitInput({ ...organization.data, locationCount: list.length });

  function startAdding() {
    setNotice(null);
    // Spec §5: adding when the limit is reached is blocked with the alert, before any request.
    if (!canAddLocation(limit)) {
      setEditing(null);
      setNotice({ tone: 'error', key: limit.hasPaidModules ? 'limit.paid' : 'limit.free' });
      return;
    }
    setEditing({ mode: 'add' });
  }

  function closeForm() {
    setEditing(null);
    focusAddButton();
  }

  async function runAction(action: 'primary', location: PharmacyLocation) {
    setNotice(null);
    try {
      await setPrimary.mutateAsync(location.id);
      setNotice({ tone: 'success', key: 'done.primary' });
    } catch (error) {
      setNotice({ tone: 'error', key: locationErrorKey(error, action) });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await deleteLocation.mutateAsync(deleting.id);
      setDeleting(null);
      setNotice({ tone: 'success', key: 'done.deleted' });
      focusAddButton();
    } catch (error) {
      setDeleteFailure(locationErrorKey(error, 'delete'));
    }
  }

  const busy = setPrimary.isPending || deleteLocation.isPending;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900 text-xl dark:text-white">{t('locations.title')}</h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {t('locations.count', { count: list.length })}
          </p>
        </div>
        <Button id={addButtonId} onClick={startAdding} aria-expanded={editing?.mode === 'add'}>
          {t('locations.add')}
        </Button>
      </div>

      {notice && <MessageBanner tone={notice.tone}>{t(notice.key)}</MessageBanner>}

      {list.length > 1 && (
        <SelectField
          label={t('regente.order')}
          className="max-w-xs"
          value={order}
          onChange={(event) => setOrder(event.target.value === 'coverage' ? 'coverage' : 'default')}
        >
          <option value="default">{t('regente.orderDefault')}</option>
          <option value="coverage">{t('regente.orderCoverage')}</option>
        </SelectField>
      )}

      {editing && (
        <LocationForm
          key={editing.mode === 'edit' ? editing.location.id : 'new'}
          {...(editing.mode === 'edit'
            ? { location: editing.location }
            : { prefill: firstLocationDefaults(organization.data, list.length) })}
          onCancel={closeForm}
          onSave={async (details) => {
            if (editing.mode === 'edit') await updateLocation.mutateAsync({ id: editing.location.id, body: details });
            else await createLocation.mutateAsync(details);
            setNotice({ tone: 'success', key: 'done.saved' });
            closeForm();
          }}
        />
      )}

      {list.length === 0 ? (
        <PageState kind="empty" message={t('locations.empty')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              busy={busy}
              onEdit={() => {
                setNotice(null);
                setEditing({ mode: 'edit', location });
              }}
              onSetPrimary={() => void runAction('primary', location)}
              onDelete={() => {
                setDeleteFailure(null);
                setDeleting(location);
              }}
              onChoosePharmacist={() => {
                setNotice(null);
                setChoosing(location);
              }}
            />
          ))}
        </ul>
      )}

      {choosing && (
        <PharmacistInChargeDialog
          orgId={orgId}
          location={choosing}
          onSaved={() => {
            setChoosing(null);
            setNotice({ tone: 'success', key: 'regente.saved' });
          }}
          onClose={() => setChoosing(null)}
        />
      )}

      {deleting && (
        <DeleteLocationDialog
          name={deleting.name}
          busy={deleteLocation.isPending}
          failure={deleteFailure}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
