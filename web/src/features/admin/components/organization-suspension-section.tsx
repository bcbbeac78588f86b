import { type SuspensionBody, suspensionBody } from '@lunia/shared/api/schemas/admin-organizations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import type { AdminOrganizationDetail } from '../../../entities/admin-organizations/api/get-admin-organization';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { fieldErrorText } from '../../../lib/field-error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangeOrganizationSuspension } from '../api/organization-suspension';
import { explainApiError } from '../utils/api-error-message';
import { formatDateTime } from '../utils/format';
import { SuperAdminOnly } from './super-admin-only';
import '../i18n';

type FormInput = { reason: string };

/** The reason form of a suspension or its lifting: required, at most 500 characters (the shared schema). */
function SuspensionForm({
  organization,
  onDone,
  onCancel,
}: {
  organization: AdminOrganizationDetail;
  onDone: (suspended: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const change = useChangeOrganizationSuspension();
  const suspend = !organization.suspended;
  const {
    field,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<FormInput, SuspensionBody>(suspensionBody, { defaultValues: { reason: '' } }, () => change.reset());
  const label = t('organizations.suspension.reason');
  const explained = change.isError ? explainApiError(change.error) : null;
  const submit = handleSubmit(({ reason }) =>
    change.mutate({ orgId: organization.id, suspend, reason }, { onSuccess: () => onDone(suspend) }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-3 space-y-3">
      {change.isError && (
        <MessageBanner tone="error">
          {explained ? apiErrorMessage(tCommon, explained) : t('organizations.suspension.failed')}
        </MessageBanner>
      )}
      <TextAreaField
        label={label}
        required
        rows={3}
        maxLength={500}
        hint={t('organizations.suspension.reasonHint')}
        error={fieldErrorText(tCommon, errors.reason, label)}
        {...field('reason')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending
            ? t('organizations.suspension.working')
            : suspend
              ? t('organizations.suspension.confirmSuspend')
              : t('organizations.suspension.confirmLift')}
        </Button>
        <Button variant="secondary" disabled={change.isPending} onClick={onCancel}>
          {t('organizations.suspension.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Issue 24: whether Lunia suspended the organization, why and since when; a super admin suspends it or
 * lifts the suspension with a reason (its members see the reason, its owner is e-mailed). Support
 * admins see the state, and the button disabled with why (issue 40).
 */
export function OrganizationSuspensionSection({ organization }: { organization: AdminOrganizationDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { isSuperAdmin } = useAuthenticatedSession();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<'suspended' | 'lifted' | null>(null);
  const language = currentLanguage(i18n.language);
  const name = organization.name;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-slate-900 text-sm dark:text-white">
        {t('organizations.suspension.title')}
      </h3>
      <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
        {organization.suspended
          ? organization.suspendedAt
            ? t('organizations.suspension.suspendedSince', {
                name,
                date: formatDateTime(organization.suspendedAt, language),
              })
            : t('organizations.suspension.suspendedText', { name })
          : t('organizations.suspension.activeText', { name })}
      </p>
      {organization.suspended && (
        <p className="mt-1 break-words text-slate-900 text-sm dark:text-white">
          <span className="font-medium">{t('organizations.suspension.reasonShown')}</span>{' '}
          {organization.suspendedReason || t('common.none')}
        </p>
      )}
      {done && (
        <p role="status" className="mt-3 font-medium text-emerald-800 text-sm dark:text-emerald-200">
          {t(`organizations.suspension.done.${done}`, { name })}
        </p>
      )}
      {isSuperAdmin && editing ? (
        <SuspensionForm
          organization={organization}
          onDone={(suspended) => {
            setEditing(false);
            setDone(suspended ? 'suspended' : 'lifted');
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        // Support sees the button disabled, and why (issue 40 item 12).
        <div className="mt-3">
          <SuperAdminOnly action="suspension">
            {({ disabled, describedBy }) => (
              <Button
                variant="secondary"
                disabled={disabled}
                aria-describedby={describedBy}
                onClick={() => {
                  setDone(null);
                  setEditing(true);
                }}
              >
                {organization.suspended ? t('organizations.suspension.lift') : t('organizations.suspension.suspend')}
              </Button>
            )}
          </SuperAdminOnly>
        </div>
      )}
    </section>
  );
}
