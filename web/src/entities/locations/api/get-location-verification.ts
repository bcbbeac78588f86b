import { type ApiResponse, apiRequest } from '../../../lib/api-client';

export type LocationVerification = ApiResponse<'getLocationVerification'>['verification'];

/**
 * GET /api/public/location-verifications/{token}: the location summary an inspection binder's QR
 * code opens (public JSON, read as it is now).
 */
export const getLocationVerification = (token: string) => apiRequest('getLocationVerification', { params: { token } });
