/** Address parts shared by organizations and their locations. */
import * as z from 'zod/mini';

/** A state or territory as its two-letter postal code (PR, FL, ...), upper-cased. */
export const STATE_CODE_PATTERN = /^[A-Z]{2}$/;
export const stateCodeField = z
  .string({ error: 'State is required' })
  .check(z.trim(), z.toUpperCase(), z.regex(STATE_CODE_PATTERN, { error: 'State must be a two-letter code, e.g. PR' }));
