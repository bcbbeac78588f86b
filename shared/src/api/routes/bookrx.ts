/** BookRx profile and access. Part of the route manifest (see ../routes.ts). */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as access from '../schemas/module-access';
import * as users from '../schemas/users';

export const bookrxRoutes = {
  getBookrxProfile: r({
    method: 'GET',
    path: '/api/bookrx/profile',
    access: 'user',
    status: 'implemented',
    handler: 'bookrx/get-bookrx-profile',
    needs: ['table:read'],
    summary: 'BookRx profile and counters',
    spec: 'portal-and-admin §7 BookRx profile',
    response: users.bookrxProfileResponse,
  }),
  updateBookrxProfile: r({
    method: 'PUT',
    path: '/api/bookrx/profile',
    access: 'user',
    status: 'implemented',
    handler: 'bookrx/update-bookrx-profile',
    // Read: the profile and the current BookRx item; the change and its audit event in one transaction.
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Update BookRx profile: bio and preferred regions of Puerto Rico',
    spec: 'portal-and-admin §7 BookRx profile',
    body: users.updateBookrxProfileBody,
    response: users.bookrxProfileResponse,
  }),
  createBookrxAccessUrl: r({
    method: 'POST',
    path: '/api/bookrx/access',
    access: 'user',
    status: 'implemented',
    handler: 'bookrx/create-bookrx-access-url',
    // The link's nonce is recorded (table:put) so the module can redeem it once (redeemModuleAccess).
    needs: ['table:read', 'table:put', 'secrets:module-signing:read'],
    summary:
      'Signed, single-use, short-lived link to a module for a verified individual (BookRx; paid modules need an organization)',
    spec: 'portal-and-admin §4 BookRx button; issue 24 module access',
    body: access.accessUrlBody,
    response: access.accessUrlResponse,
  }),
} satisfies Record<string, RouteDef>;
