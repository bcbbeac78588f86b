import type { reminderBody } from '@lunia/shared/api/schemas/admin-reminders';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type ReminderLanguage = z.output<typeof reminderBody>['language'];

/** POST /api/admin/users/{userId}/send-document-reminder: one reminder e-mail in the chosen language. */
export const sendDocumentReminder = ({ userId, language }: { userId: string; language: ReminderLanguage }) =>
  authenticatedRequest('sendDocumentReminder', { params: { userId }, body: { language } });

export const useSendDocumentReminder = () => useMutation({ mutationFn: sendDocumentReminder });
