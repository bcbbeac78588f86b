import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';
import type { PharmacyLocation } from '../../../entities/locations/api/list-locations';
import { useMembers } from '../../../entities/members/api/list-members';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSetLocationPharmacistInCharge } from '../api/set-location-pharmacist-in-charge';
import '../i18n';

/** The select's value: a member's user id, or '' for none (sent as null). */
const pharmacistForm = z.object({ memberId: z.string() });
type FormInput = z.input<typeof pharmacistForm>;

/**
 * Choose a location's pharmacist in charge among the organization's members (or none). The server
 * checks the member's pharmacist licence; its refusal is shown on the field.
 */
export function PharmacistInChargeDialog({
  orgId,
  location,
  onSaved,
  onClose,
}: {
  orgId: string;
  location: PharmacyLocation;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  const { t: tc } = useTranslation('common');
  const members = useMembers(orgId);
  const save = useSetLocationPharmacistInCharge(orgId);
  const form = useSchemaForm<FormInput, FormInput>(
    pharmacistForm,
    { defaultValues: { memberId: location.pharmacistInCharge?.memberId ?? '' } },
    () => save.reset(),
  );
  const fieldError = save.error instanceof ApiError && save.error.field === 'memberId' ? save.error : null;
  const otherError = save.error && !fieldError ? save.error : null;

  return (
    <ModalDialog
      title={t('regente.dialog.title', { name: location.name })}
      description={t('regente.dialog.description')}
      onClose={onClose}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(async ({ memberId }) => {
          try {
            await save.mutateAsync({ id: location.id, memberId: memberId || null });
            onSaved();
          } catch {
            // Shown from save.error.
          }
        })}
      >
        {otherError && <MessageBanner tone="error">{apiErrorMessage(tc, otherError)}</MessageBanner>}
        <SelectField
          label={t('regente.dialog.label')}
          error={fieldError ? apiErrorMessage(tc, fieldError) : undefined}
          disabled={members.isPending}
          {...form.field('memberId')}
        >
          <option value="">{members.isPending ? t('regente.dialog.noMembers') : t('regente.dialog.noneOption')}</option>
          {(members.data ?? []).map((member) => (
            <option key={member.userId} value={member.userId}>
              {`${member.firstName} ${member.lastName}`.trim() || member.email}
            </option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('regente.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending || members.isPending}>
            {save.isPending ? t('regente.dialog.saving') : t('regente.dialog.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
