import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** The required e-mail field of the auth forms; spread `field('email')` into it. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'required'>,
) {
  const { t } = useTranslation('auth');
  return <TextField label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
