import { describe, expect, it } from 'vitest';
import { reminderLanguageFor } from './reminder-rules';

describe('the language of a reminder (issue 39: each person their own)', () => {
  it.each([
    ['es', 'en', 'es'],
    ['en', 'es', 'en'],
    [undefined, 'es', 'es'],
    [undefined, 'en', 'en'],
    ['fr', 'es', 'es'],
  ] as const)('a person who chose %s, with the dialog in %s, reads %s', (chosen, dialog, expected) => {
    expect(reminderLanguageFor(chosen, dialog)).toBe(expected);
  });
});
