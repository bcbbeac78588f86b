import type { checkoutSessionBody } from '@lunia/shared/api/schemas/billing';
import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import type { z } from 'zod/mini';
import { billingOutOfDate } from '../../../entities/billing/billing-cache';
import { ApiError } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { currentLanguage } from '../../../lib/i18n';

/** The plan and attempt; the language is the one the person is using, added here. */
export type CheckoutSessionInput = Omit<z.output<typeof checkoutSessionBody>, 'language'>;

/**
 * POST /api/organizations/{orgId}/checkout-session: the payment provider's checkout of a plan (modules
 * and locations). The same `attemptId` always gets the same session, so a repeated request of one
 * Subscribe click never opens a second one. The browser then goes to the returned `url`, and the
 * provider sends it back to the pages of the language the person is using.
 */
export const createCheckoutSession = (orgId: string, body: CheckoutSessionInput) =>
  authenticatedRequest('createCheckoutSession', {
    params: { orgId },
    body: { ...body, language: currentLanguage(i18next.language) },
  });

/**
 * On success the page leaves for the checkout, so nothing is read again. A refusal (403: may not
 * subscribe, 409: a plan is already active) means the tab's picture is out of date: read it again.
 */
export const useCreateCheckoutSession = (orgId: string) =>
  useMutation({
    mutationFn: (body: CheckoutSessionInput) => createCheckoutSession(orgId, body),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
        void billingOutOfDate(orgId);
      }
    },
  });
