/**
 * Route examples of the credential catalogue (issue 27), spread into ./route-examples.ts. The super
 * admin's example resets a type no other test overrides, so the shared stack's rules stay the
 * catalogue's; the behaviour is tested in ../integration/credential-types.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import type { Caller, Expectation, RouteExample } from './route-examples';

export const credentialExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listCredentialTypes: () => ({}),
  updateCredentialRules: () => ({
    body: { type: 'driver_license', cycleMonths: 72, graceStages: [], reset: true },
  }),
};

export const credentialExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>> =
  {
    listCredentialTypes: { anonymous: 'deny', user: 'allow', admin: 'allow' },
    // Super admins only: support may read the catalogue but not change its rules.
    updateCredentialRules: { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'deny' },
  };
