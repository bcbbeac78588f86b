import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@lunia/shared/domain/constants';

/** The live checklist of spec §2 and the submit-time rules of spec §5, from one list. */
export const PASSWORD_RULES = [
  { id: 'length', isMet: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { id: 'number', isMet: (password: string) => /\d/.test(password) },
  {
    id: 'special',
    isMet: (password: string) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
  { id: 'lowercase', isMet: (password: string) => /[a-z]/.test(password) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];
