import { useMutation } from '@tanstack/react-query';
import type { ActiveOrganizationId } from '../../../lib/auth/active-organization';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/context-change: tells the server the user switched organization or to Individual (spec §4). */
export const changeContext = (activeOrgId: ActiveOrganizationId) =>
  authenticatedRequest('changeContext', {
    body: { activeOrgId, platform: 'website', timestamp: new Date().toISOString() },
  });

export const useChangeContext = () => useMutation({ mutationFn: changeContext });
