import type { createOrganizationBody } from '@lunia/shared/api/schemas/organizations';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { refetchProfile } from '../../../entities/account/account-cache';
import { chooseActiveOrganization } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

export type CreateOrganizationInput = z.input<typeof createOrganizationBody>;

/** POST /api/organizations: the caller becomes the owner (portal spec §7 create organization). */
export const createOrganization = (body: CreateOrganizationInput) =>
  authenticatedRequest('createOrganization', { body });

/**
 * Creates the organization, reloads the profile (its organizations feed the switcher) and makes the
 * new organization the active one.
 */
export const useCreateOrganization = () =>
  useMutation({
    mutationFn: createOrganization,
    onSuccess: async ({ org }) => {
      await refetchProfile();
      chooseActiveOrganization(org.id);
    },
  });
