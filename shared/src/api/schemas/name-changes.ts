/**
 * A person's legal name once it is locked (issue 38): the first approved credential was checked
 * against it, so a new first or last name is asked for, held and reviewed, never edited directly.
 */
import * as z from 'zod/mini';
import { pageQuery, personNameField } from './common';

/** The request: the new legal name and why it changes (shown to the reviewer, kept in the audit log). */
export const nameChangeBody = z.object({
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  reason: z
    .string({ error: 'Please say why your name changes' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please say why your name changes' }),
      z.maxLength(500, { error: 'The reason must be at most 500 characters' }),
    ),
});
export type NameChangeBody = z.output<typeof nameChangeBody>;

/** A held name change as its owner and the back office see it. */
export const pendingNameChangeRecord = z.object({
  firstName: z.string(),
  lastName: z.string(),
  reason: z.string(),
  requestedAt: z.string(),
});

/** GET /api/admin/name-changes: oldest request first, a page at a time. */
export const nameChangesQuery = pageQuery;

/** One person's held change in the back office's list, with the name on file beside it. */
export const heldNameChange = z.object({
  userId: z.string(),
  email: z.string(),
  luniaId: z.string(),
  licenseNumber: z.string(),
  current: z.object({ firstName: z.string(), lastName: z.string() }),
  proposed: pendingNameChangeRecord,
});
export const nameChangesResponse = z.object({
  changes: z.array(heldNameChange),
  nextCursor: z.optional(z.string()),
});

/** A super admin's decision: the person's legal name after it. */
export const nameChangeDecisionResponse = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
