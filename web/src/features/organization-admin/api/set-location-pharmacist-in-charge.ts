import { useMutation } from '@tanstack/react-query';
import { locationsChanged } from '../../../entities/locations/location-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** PUT /api/locations/{id}/pharmacist-in-charge: name a member (by user id) or clear it (null). */
export const setLocationPharmacistInCharge = ({ id, memberId }: { id: string; memberId: string | null }) =>
  authenticatedRequest('setLocationPharmacistInCharge', { params: { locationId: id }, body: { memberId } });

export const useSetLocationPharmacistInCharge = (orgId: string) =>
  useMutation({
    mutationFn: setLocationPharmacistInCharge,
    onSettled: () => locationsChanged(orgId),
  });
