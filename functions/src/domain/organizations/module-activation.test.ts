import { describe, expect, it } from 'vitest';
import {
  type ModuleActivationRequest,
  moduleActivationRefusal,
  PAID_ACTIVATION_REFUSED_MESSAGE,
  PAID_MODULES_REFUSED_MESSAGE,
  UNLIMITED_LOCATIONS_REFUSED_MESSAGE,
} from './module-activation';

describe('what an organization admin may ask of activate-modules (decision, issue 10)', () => {
  it.each<{ request: ModuleActivationRequest; refusedField: string | null; message?: string }>([
    { request: { modules: ['bookrx'] }, refusedField: null },
    { request: { modules: ['bookrx'], activateForFree: true }, refusedField: null },
    { request: { modules: ['bookrx', 'bookrx'] }, refusedField: null },
    { request: { modules: ['bookrx'], unlimitedLocations: false }, refusedField: null },
    // The original client's body (spec §7): the unlimited flag is not the organization's to grant.
    {
      request: { modules: ['bookrx'], activateForFree: true, unlimitedLocations: true },
      refusedField: 'unlimitedLocations',
      message: UNLIMITED_LOCATIONS_REFUSED_MESSAGE,
    },
    { request: { modules: ['shift'] }, refusedField: 'modules', message: PAID_MODULES_REFUSED_MESSAGE },
    {
      request: { modules: ['bookrx', 'vault'], activateForFree: true },
      refusedField: 'modules',
      message: PAID_MODULES_REFUSED_MESSAGE,
    },
    {
      request: { modules: ['core'], activateForFree: false },
      refusedField: 'modules',
      message: PAID_MODULES_REFUSED_MESSAGE,
    },
    {
      request: { modules: ['bookrx'], activateForFree: false },
      refusedField: 'activateForFree',
      message: PAID_ACTIVATION_REFUSED_MESSAGE,
    },
  ])('$request → refused on $refusedField', ({ request, refusedField, message }) => {
    const refusal = moduleActivationRefusal(request);
    if (refusedField === null) {
      expect(refusal).toBeUndefined();
    } else {
      expect(refusal).toEqual({ code: 'SUBSCRIPTION_REQUIRED', field: refusedField, message });
    }
  });
});
