/**
 * Module access, the module's side (issue 24; docs/module-access.md): a module redeems the signed link
 * a person arrived with, once, server to server. Part of the route manifest (see ../routes.ts).
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as access from '../schemas/module-access';

export const moduleRoutes = {
  redeemModuleAccess: r({
    method: 'POST',
    path: '/api/modules/access/redeem',
    // No user token: the module proves itself with its own signing secret (x-lunia-module-signature).
    access: 'public',
    status: 'implemented',
    handler: 'modules/redeem-module-access',
    // Reads the link's record, marks it redeemed once (a conditional write).
    needs: ['table:read', 'table:update', 'secrets:module-signing:read'],
    summary: 'A module redeems an access link once: who arrived, for which organization, with which role',
    spec: 'issue 24 module access (docs/module-access.md)',
    body: access.redeemModuleAccessBody,
    response: access.redeemModuleAccessResponse,
  }),
} satisfies Record<string, RouteDef>;
