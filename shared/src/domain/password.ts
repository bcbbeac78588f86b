/**
 * The registration password rule of the specification (public-site-and-auth §5), in the order its
 * messages are checked. The web's live checklist and the server's validation both use this list, so
 * the two can never disagree; Cognito's pool policy (CDK and local) enforces the same rule again.
 *
 * It is exactly what Cognito accepts (issue 38), so that no password passes here and fails in Cognito:
 * Cognito's special characters (constants.ts), and no white space at either end (the Password
 * parameter's pattern in Cognito's API is `^[\S]+.*[\S]+$`; an inner space counts as special). A
 * password Cognito would refuse is refused here before any lookup, whether or not the address has an
 * account, so the answer never depends on it.
 */
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants';

export type PasswordRuleId = 'length' | 'number' | 'special' | 'lowercase' | 'edges';

export interface PasswordRule {
  id: PasswordRuleId;
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters long',
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'number', message: 'Password must contain at least 1 number', test: (password) => /\d/.test(password) },
  {
    id: 'special',
    message: 'Password must contain at least 1 special character',
    test: (password) => [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least 1 lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'edges',
    message: 'Password cannot begin or end with a space',
    test: (password) => password.length > 0 && !/^\s|\s$/.test(password),
  },
];

/** The first rule a password breaks (the message shown), or undefined when it satisfies them all. */
export function firstBrokenPasswordRule(password: string): PasswordRule | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password));
}
