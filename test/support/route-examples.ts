/**
 * A valid request for every implemented route: the authorization matrix sends it to prove that
 * allowed callers get through, and the bad-input test breaks it field by field.
 * A route without an example fails both tests, so adding a route means adding its example here.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { uniqueEmail } from './local-clients';

export interface RouteExample {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

export const routeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  createBetaSignup: () => ({
    body: {
      product: 'core',
      firstName: 'Matrix',
      lastName: 'Tester',
      email: uniqueEmail('matrix'),
      pharmacyName: 'Farmacia Matriz',
      phone: '787-555-0100',
      pharmacyType: 'independent',
      currentSystem: 'Paper',
      message: 'Interested',
      language: 'en',
    },
  }),
};

export type Caller = 'anonymous' | 'user' | 'admin';
export type Expectation = 'allow' | 'deny';

/**
 * Who may call each implemented route. Written by hand on purpose: it is the reviewer's statement
 * of intent, checked against what the gateway and handlers actually do.
 */
export const authorizationExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  createBetaSignup: { anonymous: 'allow', user: 'allow', admin: 'allow' },
};
