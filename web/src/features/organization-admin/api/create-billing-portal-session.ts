import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { billingOutOfDate } from '../../../entities/billing/billing-cache';
import { ApiError } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { currentLanguage } from '../../../lib/i18n';

/**
 * POST /api/organizations/{orgId}/billing/portal: the payment provider's billing page for the
 * organization (locations, modules, cancel or resume, card, invoices). The browser then goes to the
 * returned `url`, and comes back to the Billing tab in the language the person is using.
 */
export const createBillingPortalSession = (orgId: string) =>
  authenticatedRequest('createBillingPortalSession', {
    params: { orgId },
    body: { language: currentLanguage(i18next.language) },
  });

/**
 * On success the page leaves for the portal, so nothing is read again. A 409 (no billing account
 * yet) means the tab's picture is out of date: read it again.
 */
export const useCreateBillingPortalSession = (orgId: string) =>
  useMutation({
    mutationFn: () => createBillingPortalSession(orgId),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void billingOutOfDate(orgId);
    },
  });
