/**
 * A registration as the register route's body gives it, and the waiting request it is kept as until
 * its code is entered (issue 38): one mapping for the route (use-cases/account/register-user.ts) and
 * for the test fixtures that make the account a confirmation would make.
 */
import { randomUUID } from 'node:crypto';
import type { RegisterBody } from '@lunia/shared/api/schemas/users';
import { DEFAULT_LANGUAGE, type Language } from '@lunia/shared/domain/constants';
import type { RegistrationRequest } from '../../data/registration-requests';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  licenseNumber: string;
  language: Language;
}

/** What registering asks for: the register route's body, whose language and licence are optional. */
export type RegistrationInput = Omit<RegisterBody, 'accountType'>;

/** A registration as the register route's body gives it, its optional fields filled in. */
export const registrationOf = (body: RegistrationInput): Registration => ({
  email: body.email,
  password: body.password,
  firstName: body.firstName,
  lastName: body.lastName,
  phone: body.phone,
  licenseNumber: body.licenseNumber ?? '',
  language: body.language ?? DEFAULT_LANGUAGE,
});

/** The waiting registration kept until its code is entered: never the password, only its hash. */
export const registrationRequestOf = (
  registration: Registration,
  passwordHash: string,
  now: Date,
): RegistrationRequest => ({
  id: randomUUID(),
  email: registration.email.toLowerCase(),
  firstName: registration.firstName,
  lastName: registration.lastName,
  phone: registration.phone,
  licenseNumber: registration.licenseNumber,
  language: registration.language,
  passwordHash,
  createdAt: now.toISOString(),
});
