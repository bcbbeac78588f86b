/**
 * The sign-in, registration and password-reset forms (spec §5), made of the API's own fields from
 * `@lunia/shared`: the e-mail, the password rule and the 6-digit code are the server's, never copied
 * here. What only a form has (the confirmation, the terms box, the account type) is added around them;
 * its messages are keys of the `auth` namespace's `validation` group.
 */
import { emailField } from '@lunia/shared/api/schemas/common';
import { confirmEmailVerificationBody, passwordField, registerBody } from '@lunia/shared/api/schemas/users';
import { PASSWORD_REQUIRED_MESSAGE } from '@lunia/shared/domain/password';
import * as z from 'zod/mini';
import type enAuth from '../../../locales/en/auth.json';

export type ValidationKey = keyof typeof enAuth.validation;

const message = (key: ValidationKey) => ({ error: key });

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  { ...message('passwordsDoNotMatch'), path: ['confirmPassword'] },
);

export const signInFormSchema = z.object({
  email: emailField,
  // Signing in checks the password Cognito has, whatever rule it was set under.
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED_MESSAGE)),
  remember: z.boolean(),
});

export const registerFormSchema = z
  .extend(registerBody, {
    confirmPassword: z.string(),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, message('termsRequired'))),
  })
  .check(passwordsMatch);
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const requestCodeFormSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({ code: confirmEmailVerificationBody.shape.code, password: passwordField, confirmPassword: z.string() })
  .check(passwordsMatch);

/**
 * The confirm step after registering (issues 25 and 38): the 6-digit code and the password chosen at
 * registration (held from the registration form; asked for only when the page lost it, after a
 * reload). The address is the step's own.
 */
export const confirmRegistrationFormSchema = z.object({
  code: confirmEmailVerificationBody.shape.code,
  password: z.string().check(z.minLength(1, PASSWORD_REQUIRED_MESSAGE)),
});
