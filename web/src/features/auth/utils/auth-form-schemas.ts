/**
 * The sign-in, registration and password-reset forms' rules (spec §5), in zod/mini. Messages are keys
 * of the `auth` namespace's `validation` group, so they follow the visitor's language.
 */
import { MAX_SHORT_TEXT, PASSWORD_MIN_LENGTH } from '@lunia/shared/domain/constants';
import * as z from 'zod/mini';
import type enAuth from '../../../locales/en/auth.json';
import { PASSWORD_RULES } from './password-rules';

export type ValidationKey = keyof typeof enAuth.validation;

const message = (key: ValidationKey) => ({ error: key });

/** Spec §5: text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (key: ValidationKey) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, message(key)),
    z.maxLength(MAX_SHORT_TEXT, message('tooLong')),
  );

const email = z.string().check(
  z.refine((value) => value.trim().length > 0, message('emailRequired')),
  z.refine((value) => value.trim() === '' || EMAIL_PATTERN.test(value.trim()), message('emailInvalid')),
  z.maxLength(254, message('tooLong')),
);

const rule = (id: (typeof PASSWORD_RULES)[number]['id']) => {
  const found = PASSWORD_RULES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown password rule ${id}`);
  return (password: string) => password === '' || found.isMet(password);
};

/** Spec §5 in its order: required, length, number, special character, lowercase. */
const newPassword = z.string().check(
  z.minLength(1, message('passwordRequired')),
  z.refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, message('passwordTooShort')),
  z.refine(rule('number'), message('passwordNeedsNumber')),
  z.refine(rule('special'), message('passwordNeedsSpecial')),
  z.refine(rule('lowercase'), message('passwordNeedsLowercase')),
  z.maxLength(256, message('tooLong')),
);

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  {
    ...message('passwordsDoNotMatch'),
    path: ['confirmPassword'],
  },
);

export const signInFormSchema = z.object({
  accountType: z.enum(['pharmacist', 'organization']),
  email,
  password: z.string().check(z.minLength(1, message('passwordRequired'))),
  remember: z.boolean(),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;

export const registerFormSchema = z
  .object({
    firstName: requiredText('firstNameRequired'),
    lastName: requiredText('lastNameRequired'),
    licenseNumber: z.string().check(z.maxLength(64, message('tooLong'))),
    email,
    phone: z.string().check(
      z.refine((value) => value.trim().length > 0, message('phoneRequired')),
      z.maxLength(40, message('tooLong')),
    ),
    password: newPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, message('termsRequired'))),
  })
  .check(passwordsMatch);
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const requestCodeFormSchema = z.object({ email });
export type RequestCodeFormValues = z.infer<typeof requestCodeFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    code: z.string().check(z.refine((value) => value.trim().length > 0, message('codeRequired'))),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;
