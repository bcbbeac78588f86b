import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * Why a field was rejected, as the `type` of its react-hook-form error: the visitor's message is made from
 * it when shown (below), so it follows a language switch. `message` carries the maximum of
 * `tooLong`, the schema's own message of `custom` (a form's refinement) and, for `nameRule`, the
 * rule a name broke (`person-name:link`, …: shared/src/domain/names.ts).
 */
export type FieldErrorReason = 'required' | 'invalidEmail' | 'tooLong' | 'invalid' | 'custom' | 'nameRule';

/** The catalogue key of a broken name rule (`form.errors.nameRules.<person|business>.<problem>`). */
function nameRuleKey(rule: string): string | undefined {
  const match = /^(person|business)-name:(characters|link|start)$/.exec(rule);
  return match ? `form.errors.nameRules.${match[1]}.${match[2]}` : undefined;
}

/**
 * The message a person reads for a field's error, in their language (`t` of the `common` namespace).
 * `custom` turns a form's own refinement message (an i18n key of its feature) into text.
 */
export function fieldErrorText(
  t: TFunction<'common'>,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  label: string,
  custom?: (message: string) => string | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (error.type as FieldErrorReason) {
    case 'required':
      return t('form.errors.required', { field: label });
    case 'invalidEmail':
      return t('form.errors.invalidEmail');
    case 'tooLong':
      return t('form.errors.tooLong', { field: label, max: Number(error.message) });
    case 'custom':
      return custom?.(error.message ?? '') ?? t('form.errors.invalid', { field: label });
    case 'nameRule': {
      const key = nameRuleKey(error.message ?? '');
      return key ? t(key as 'form.errors.invalid', { field: label }) : t('form.errors.invalid', { field: label });
    }
    default:
      return t('form.errors.invalid', { field: label });
  }
}
