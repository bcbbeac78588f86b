/** What the Pharmacy Locations tab tells the user when a call fails (the original only logged them). */
import { LOCATION_LIMIT_PAID_MESSAGE } from '@lunia/shared/domain/location-limit';
import { ApiError } from '../../lib/api-client';

export type LocationAction = 'save' | 'delete' | 'primary';

export type LocationErrorKey =
  | 'limit.paid'
  | 'limit.free'
  | 'errors.primaryNotDeletable'
  | 'errors.primaryRequired'
  | 'errors.conflict'
  | 'errors.notFound'
  | 'errors.forbidden'
  | 'errors.network'
  | 'errors.saveFailed'
  | 'errors.deleteFailed'
  | 'errors.primaryFailed';

const FALLBACK: Record<LocationAction, LocationErrorKey> = {
  save: 'errors.saveFailed',
  delete: 'errors.deleteFailed',
  primary: 'errors.primaryFailed',
};

/** The translation key (namespace organization-admin) of a failed location call. */
export function locationErrorKey(error: unknown, action: LocationAction): LocationErrorKey {
  if (!(error instanceof ApiError)) return FALLBACK[action];
  switch (error.code) {
    case 'LOCATION_LIMIT_REACHED':
      return error.message === LOCATION_LIMIT_PAID_MESSAGE ? 'limit.paid' : 'limit.free';
    case 'PRIMARY_LOCATION_NOT_DELETABLE':
      return 'errors.primaryNotDeletable';
    case 'PRIMARY_LOCATION_REQUIRED':
      return 'errors.primaryRequired';
    case 'CONFLICT':
      return 'errors.conflict';
    case 'NOT_FOUND':
      return 'errors.notFound';
    case 'FORBIDDEN':
    case 'NOT_A_MEMBER':
      return 'errors.forbidden';
    case 'NETWORK_ERROR':
      return 'errors.network';
    default:
      return FALLBACK[action];
  }
}
