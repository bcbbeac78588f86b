import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { cursorPagesQueryOptions } from '../../cursor-pages';
import { reminderKeys } from '../reminder-keys';

export type ReminderRecipient = ApiResponse<'listReminderRecipients'>['recipients'][number];

/** The most the API returns in one page; the Bulk list loads more on request. */
export const RECIPIENTS_PAGE_SIZE = 100;

/** GET /api/admin/reminder-recipients: one page of the users a reminder can go to (not verified). */
export const listReminderRecipients = (cursor: string | undefined) =>
  authenticatedRequest('listReminderRecipients', { query: { limit: RECIPIENTS_PAGE_SIZE, cursor } });

/**
 * GET /api/admin/reminder-recipients?email=: the unverified user with this address (the server
 * compares case-insensitively), or null when there is none (spec §5).
 */
export async function findReminderRecipient(email: string): Promise<ReminderRecipient | null> {
  const { recipients } = await authenticatedRequest('listReminderRecipients', { query: { email, limit: 1 } });
  return recipients[0] ?? null;
}

export const reminderRecipientsQueryOptions = () =>
  cursorPagesQueryOptions(reminderKeys.recipients, listReminderRecipients);

export const useReminderRecipients = (enabled: boolean) =>
  useInfiniteQuery({ ...reminderRecipientsQueryOptions(), enabled });
