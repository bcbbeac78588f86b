import type { UpdateNotificationPreferencesBody } from '@lunia/shared/api/schemas/notification-preferences';
import { useMutation } from '@tanstack/react-query';
import { updateProfileUser } from '../../../entities/account/account-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/account/notification-preferences: the e-mail language and the optional e-mails (issue 25). */
export const updateNotificationPreferences = (body: UpdateNotificationPreferencesBody) =>
  authenticatedRequest('updateNotificationPreferences', { body });

/** The answer is the saved choice: merged into the profile held (its language too). */
export const useUpdateNotificationPreferences = () =>
  useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: ({ preferences }) =>
      updateProfileUser({ notificationPreferences: preferences, language: preferences.language }),
  });
