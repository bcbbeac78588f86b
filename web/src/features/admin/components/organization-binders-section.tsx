import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import type { AdminOrganizationLocation } from '../../../entities/admin-organizations/api/get-admin-organization';
import { saveInspectionBinder } from '../../../entities/locations/api/get-inspection-binder';
import { currentLanguage } from '../../../lib/i18n';
import { useOrganizationInspectionBinder } from '../api/get-organization-inspection-binder';
import { SuperAdminOnly } from './super-admin-only';
import '../limits-i18n';

/**
 * Issue 40 item 13: the inspection binder of each location of the organization, for a super admin (in
 * the page's language); support sees the buttons disabled with why.
 */
export function OrganizationBindersSection({
  orgId,
  locations,
}: {
  orgId: string;
  locations: AdminOrganizationLocation[];
}) {
  const { t, i18n } = useTranslation('adminLimits');
  const headingId = useId();
  const binder = useOrganizationInspectionBinder();
  const lang = currentLanguage(i18n.language);
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-slate-900 text-sm dark:text-white">
        {t('binders.title')}
      </h3>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">{t('binders.intro')}</p>
      {binder.isError && (
        <div className="mt-2">
          <MessageBanner tone="error">{t('binders.failed')}</MessageBanner>
        </div>
      )}
      {locations.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{t('binders.none')}</p>
      ) : (
        <SuperAdminOnly action="binder">
          {({ disabled, describedBy }) => (
            <ul className="mt-2 space-y-2 text-sm">
              {locations.map((location) => {
                const pending = binder.isPending && binder.variables?.locationId === location.id;
                return (
                  <li key={location.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="min-w-0 break-words text-slate-900 dark:text-white">{location.name}</span>
                    {location.isPrimary && <Badge tone="neutral">{t('binders.primary')}</Badge>}
                    <Button
                      variant="secondary"
                      disabled={disabled || binder.isPending}
                      aria-describedby={describedBy}
                      aria-label={t('binders.downloadOf', { name: location.name })}
                      onClick={() =>
                        binder.mutate(
                          { orgId, locationId: location.id, lang },
                          { onSuccess: ({ binder: pdf }) => saveInspectionBinder(pdf) },
                        )
                      }
                    >
                      {pending ? t('binders.preparing') : t('binders.download')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </SuperAdminOnly>
      )}
    </section>
  );
}
