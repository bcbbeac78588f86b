/**
 * What a person's name and an organization's name may be (issue 39): Lunia puts both into e-mails and
 * screens other people read, so neither may carry a link, an address or a spreadsheet formula.
 *
 * - A person's name: letters of any language (with their combining marks), spaces, apostrophes
 *   (' and ’), hyphens and periods, with at least one letter.
 * - An organization's (business) name: the same, plus digits, `&`, commas and parentheses
 *   ("Farmacia 24 Horas, Inc."), with at least one letter or digit.
 * - Neither may contain `@`, `://`, `www.` or a domain-like word (a period between a letter or digit
 *   and two or more letters, as in `lunia-soporte.com`), nor begin with `=`, `+`, `-` or `@` (what a
 *   spreadsheet reads as a formula).
 *
 * The rules apply when a name is written (registration, profile, name change, organization create and
 * update); names stored before them are still shown as they are.
 */

export type NameKind = 'person' | 'business';
/** Why a name is refused: a character outside its set, a link or address, or a formula's first character. */
export type NameProblem = 'characters' | 'link' | 'start';

const FORMULA_START = /^[=+\-@]/;
const LINK = /@|:\/\/|www\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;
const ALLOWED: Record<NameKind, RegExp> = {
  person: /^[\p{L}\p{M} '’.-]+$/u,
  business: /^[\p{L}\p{M}\p{N} '’.,&()-]+$/u,
};
const SUBSTANCE: Record<NameKind, RegExp> = { person: /\p{L}/u, business: /[\p{L}\p{N}]/u };

/** The first problem of a name (trimmed first; a blank name is the required check's business), if any. */
export function nameProblem(kind: NameKind, value: string): NameProblem | undefined {
  const name = value.trim();
  if (name === '') return undefined;
  if (FORMULA_START.test(name)) return 'start';
  if (LINK.test(name)) return 'link';
  if (!ALLOWED[kind].test(name) || !SUBSTANCE[kind].test(name)) return 'characters';
  return undefined;
}

/** The problem of a name being written over `stored`: none when it is kept unchanged (validated on write). */
export const newNameProblem = (kind: NameKind, value: string, stored: string): NameProblem | undefined =>
  value.trim() === stored.trim() ? undefined : nameProblem(kind, value);

/** The English message of a problem (the API's `error`; the web shows its own translation). */
export function nameProblemMessage(kind: NameKind, label: string, problem: NameProblem): string {
  switch (problem) {
    case 'start':
      return `${label} cannot start with =, +, - or @`;
    case 'link':
      return `${label} cannot contain a web address or an e-mail address`;
    default:
      return kind === 'person'
        ? `${label} may contain only letters, spaces, apostrophes, hyphens and periods`
        : `${label} may contain only letters, digits, spaces and . , ' - & ( )`;
  }
}

/** The zod issue `format` of a problem (`person-name:link`, …): the web's forms translate by it. */
export const nameIssueFormat = (kind: NameKind, problem: NameProblem) => `${kind}-name:${problem}`;
