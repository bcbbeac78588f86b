import type { bulkReminderBody } from '@lunia/shared/api/schemas/admin-reminders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type BulkReminderInput = z.output<typeof bulkReminderBody>;

/**
 * POST /api/admin/users/send-bulk-document-reminders: records one job for the selected users and
 * answers at once with its id; getReminderJob follows its progress.
 */
export const sendBulkDocumentReminders = (body: BulkReminderInput) =>
  authenticatedRequest('sendBulkDocumentReminders', { body });

export const useSendBulkDocumentReminders = () => useMutation({ mutationFn: sendBulkDocumentReminders });
