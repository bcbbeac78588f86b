import { editedNameField, emailField } from '@lunia/shared/api/schemas/common';
import { updateProfileBody } from '@lunia/shared/api/schemas/users';
import { useMemo, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PortalCard } from '../../../components/ui/portal-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { UserProfile } from '../../../lib/auth/get-profile';
import { fieldErrorText } from '../../../lib/field-error-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { explainedErrorCode } from '../utils/account-error-code';
import { EmailCodeForm } from './email-code-form';
import { NameChangeSection } from './name-change-section';

/**
 * The API's own rules (shared `updateProfileBody`); the form always holds an e-mail. A new name must be
 * a name (issue 39), as the API checks it; the stored one, perhaps older than that rule, may stay.
 */
const personalInfoSchemaOf = (user: Pick<UserProfile, 'firstName' | 'lastName'>) =>
  z.extend(updateProfileBody, {
    email: emailField,
    firstName: editedNameField('person', 'First name', user.firstName),
    lastName: editedNameField('person', 'Last name', user.lastName),
  });
type FieldName = 'firstName' | 'lastName' | 'email' | 'phone';
type PersonalInfo = Record<FieldName, string>;

const FIELDS: readonly { name: FieldName; type: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
];

const valuesOf = (user: UserProfile): PersonalInfo => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
});

/**
 * First and last name, e-mail and phone (portal spec §2 /account). A new e-mail takes effect only
 * after the code sent to it is entered: until then the field shows the current e-mail and the code
 * form below names the pending one. Once the legal name is locked (issue 38: a credential of the
 * person was approved), the name fields are read-only and a new name is requested for review below.
 */
export function PersonalInfoForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateProfile();
  const [saved, setSaved] = useState<string | null>(null);
  const nameLocked = user.nameLocked === true;
  const personalInfoSchema = useMemo(
    () => personalInfoSchemaOf({ firstName: user.firstName, lastName: user.lastName }),
    [user.firstName, user.lastName],
  );
  const {
    field,
    submit,
    failure,
    setFailure,
    setValue,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PersonalInfo, z.output<typeof personalInfoSchema>>(
    personalInfoSchema,
    { values: valuesOf(user), resetOptions: { keepDirtyValues: true } },
    () => setSaved(null),
  );

  /** A success replaces whatever the banner said. */
  const showSaved = (message: string) => {
    setFailure(null);
    setSaved(message);
  };

  // The resolver's reasons (lib/schema-resolver.ts) are keys of `account:profile`.
  const errorText = (name: FieldName, error: FieldError | undefined) => {
    if (!error) return undefined;
    // A name that is not a name (issue 39): the rule it broke, in the visitor's language.
    if (error.type === 'nameRule') return fieldErrorText(tCommon, error, t(`profile.${name}`));
    const key = error.type === 'required' ? 'required' : error.type === 'tooLong' ? 'tooLong' : 'invalidEmail';
    return t(`profile.${key}`, { field: t(`profile.${name}`) });
  };

  const onSubmit = submit(
    async (values) => {
      setSaved(null);
      const email = values.email.trim();
      const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
      const answer = await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        // A new address waits for its code; send it only when it changed.
        ...(emailChanged ? { email } : {}),
        phone: values.phone.trim(),
      });
      // The fields show what is in effect: a new e-mail stays pending (shown with its code form
      // below) until it is confirmed, so the field goes back to the current one. Not dirty any more,
      // so the confirmed address replaces it later.
      const shown = valuesOf(answer.user);
      for (const { name } of FIELDS) setValue(name, shown[name], { shouldDirty: true });
      setSaved(emailChanged && answer.user.pendingEmail ? t('profile.savedPendingEmail') : t('profile.saved'));
    },
    (error) => {
      // Known codes and other refusals (4xx) by their code, in the visitor's language; else the spec's.
      const explained =
        explainedErrorCode(error) !== undefined ||
        (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401);
      return explained ? apiErrorMessage(tCommon, error) : t('profile.failed');
    },
  );

  return (
    <PortalCard headingId="profile-heading" title={t('profile.title')}>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5">
        {failure && <MessageBanner tone="error">{failure}</MessageBanner>}
        {saved && <MessageBanner tone="success">{saved}</MessageBanner>}
        <div className="grid gap-5 sm:grid-cols-2">
          {FIELDS.map(({ name, type, autoComplete }) => {
            const locked = nameLocked && (name === 'firstName' || name === 'lastName');
            return (
              <TextField
                key={name}
                label={t(`profile.${name}`)}
                type={type}
                autoComplete={autoComplete}
                required
                readOnly={locked}
                hint={locked ? t('profile.nameLockedHint') : undefined}
                className={locked ? '[&_input]:bg-slate-100 dark:[&_input]:bg-slate-800' : undefined}
                error={errorText(name, errors[name])}
                {...field(name)}
              />
            );
          })}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
      <NameChangeSection user={user} />
      {user.pendingEmail && (
        <div className="mt-6 border-slate-200 border-t pt-6 dark:border-slate-800">
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('emailCode.pendingTitle')}</h3>
          <div className="mt-2">
            <EmailCodeForm
              key={user.pendingEmail}
              sentTo={user.pendingEmail}
              status={user.emailCode}
              cancellable
              focusOnMount
              onConfirmed={() => showSaved(t('profile.emailChanged'))}
              onCancelled={() => showSaved(t('emailCode.cancelled'))}
            />
          </div>
        </div>
      )}
    </PortalCard>
  );
}
