import { type NameChangeBody, nameChangeBody } from '@lunia/shared/api/schemas/name-changes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { HeldChangeBox } from '../../../components/ui/held-change-box';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { fieldErrorText } from '../../../lib/field-error-text';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestNameChange, useWithdrawNameChange } from '../api/name-change';

type NameChangeFields = { firstName: string; lastName: string; reason: string };
type PendingNameChange = NonNullable<UserProfile['pendingNameChange']>;

/** The request: the new first and last name and why (the shared `nameChangeBody`), in the one dialog. */
function RequestDialog({ user, onClose }: { user: UserProfile; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const request = useRequestNameChange();
  const held = user.pendingNameChange;
  const {
    field,
    submit,
    failure,
    markServerField,
    formState: { errors, isSubmitting },
  } = useSchemaForm<NameChangeFields, NameChangeBody>(nameChangeBody, {
    defaultValues: {
      firstName: held?.firstName ?? user.firstName,
      lastName: held?.lastName ?? user.lastName,
      reason: held?.reason ?? '',
    },
  });
  const onSubmit = submit(
    async (values) => {
      await request.mutateAsync(values);
      onClose();
      notify({ type: 'success', title: t('nameChange.sentTitle'), message: t('nameChange.sent') });
    },
    // A refusal of one field (the name already on file) is shown on it; anything else above the fields.
    (error) => (markServerField(error, { focus: true }) ? null : apiErrorMessage(tCommon, error)),
  );
  const label = (name: keyof NameChangeFields) => t(`nameChange.fields.${name}`);
  const serverText = (name: 'firstName' | 'lastName') =>
    errors[name]?.type === 'server' ? apiErrorMessage(tCommon, request.error) : undefined;
  return (
    <ConfirmDialog
      title={t('nameChange.dialogTitle')}
      message={t('nameChange.dialogMessage')}
      confirmLabel={t('nameChange.send')}
      busyLabel={t('nameChange.sending')}
      cancelLabel={t('nameChange.cancel')}
      busy={isSubmitting}
      destructive={false}
      failure={failure}
      onConfirm={() => void onSubmit()}
      onClose={onClose}
    >
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(['firstName', 'lastName'] as const).map((name) => (
          <TextField
            key={name}
            label={label(name)}
            autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
            required
            error={serverText(name) ?? fieldErrorText(tCommon, errors[name], label(name))}
            {...field(name)}
          />
        ))}
      </div>
      <TextAreaField
        className="mt-4"
        label={label('reason')}
        required
        rows={3}
        maxLength={500}
        hint={t('nameChange.reasonHint')}
        error={fieldErrorText(tCommon, errors.reason, label('reason'))}
        {...field('reason')}
      />
    </ConfirmDialog>
  );
}

/** The held name: what was asked for and when, and Withdraw (confirmed in the one dialog). */
function PendingNameChangeBox({ user, pending }: { user: UserProfile; pending: PendingNameChange }) {
  const { t, i18n } = useTranslation('account');
  const withdraw = useWithdrawNameChange();
  return (
    <HeldChangeBox
      heading="h4"
      className="mt-3"
      text={{
        title: t('nameChange.pendingTitle'),
        badge: t('nameChange.pendingBadge'),
        description: t('nameChange.pendingDescription', {
          date: formatDate(pending.requestedAt.slice(0, 10), currentLanguage(i18n.language)),
        }),
        withdraw: t('nameChange.withdraw'),
        confirmTitle: t('nameChange.withdrawTitle'),
        confirmMessage: t('nameChange.withdrawMessage'),
        confirm: t('nameChange.withdrawConfirm'),
        busy: t('nameChange.withdrawing'),
        cancel: t('nameChange.cancel'),
        withdrawnTitle: t('nameChange.withdrawnTitle'),
        withdrawn: t('nameChange.withdrawn'),
      }}
      rows={[
        {
          key: 'name',
          label: t('nameChange.proposedLabel'),
          value: t('nameChange.proposed', {
            proposed: `${pending.firstName} ${pending.lastName}`,
            current: `${user.firstName} ${user.lastName}`,
          }),
        },
        { key: 'reason', label: t('nameChange.fields.reason'), value: pending.reason },
      ]}
      withdraw={withdraw}
    />
  );
}

/**
 * Issue 38, under the personal information once the legal name is locked (a credential of the person
 * was approved): why the name fields are read-only, "Request a name change" (held for Lunia's review)
 * and, while one is held, what was asked for with Withdraw.
 */
export function NameChangeSection({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const [requesting, setRequesting] = useState(false);
  const pending = user.pendingNameChange ?? undefined;
  if (!user.nameLocked) return null;
  return (
    <div className="mt-6 border-slate-200 border-t pt-6 dark:border-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('nameChange.title')}</h3>
      <p id="name-locked-explanation" className="mt-1 text-slate-700 text-sm dark:text-slate-300">
        {t('nameChange.locked')}
      </p>
      {pending && <PendingNameChangeBox user={user} pending={pending} />}
      <Button variant="secondary" className="mt-3" onClick={() => setRequesting(true)}>
        {pending ? t('nameChange.change') : t('nameChange.request')}
      </Button>
      {requesting && <RequestDialog user={user} onClose={() => setRequesting(false)} />}
    </div>
  );
}
