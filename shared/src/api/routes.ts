/**
 * The route manifest: every HTTP call of both specification documents, once.
 *
 * The CDK stack, the local API gateway, the web's typed client, docs/api.md and the
 * authorization-matrix and bad-input tests are all derived from this list. A route marked
 * `planned` is listed so the whole API is visible, but it is neither deployed nor served.
 * Routes are defined by area in ./routes/; a handler imports only its area's group, which keeps
 * the other areas' schemas out of its bundle.
 */
import type { ImplementedRouteDef, RouteDef } from './route-def';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { adminExtensionOrderRoutes } from './routes/admin-extension-orders';
import { billingRoutes } from './routes/billing';
import { bookrxRoutes } from './routes/bookrx';
import { continuingEducationRoutes } from './routes/continuing-education';
import { credentialRoutes } from './routes/credentials';
import { documentRoutes } from './routes/documents';
import { inviteRoutes } from './routes/invites';
import { locationRoutes } from './routes/locations';
import { moduleRoutes } from './routes/modules';
import { organizationRoutes } from './routes/organizations';
import { publicRoutes } from './routes/public';
import { teamRoutes } from './routes/team';
import { verificationLinkRoutes } from './routes/verification-links';

export type { FunctionNeed, FunctionNeeds } from './function-needs';
export {
  type Access,
  buildPath,
  type ImplementedRouteDef,
  type Method,
  type PlannedRouteDef,
  type RouteDef,
  type RouteStatus,
} from './route-def';

export const routes = {
  ...publicRoutes,
  ...accountRoutes,
  ...documentRoutes,
  ...credentialRoutes,
  ...continuingEducationRoutes,
  ...bookrxRoutes,
  ...organizationRoutes,
  ...billingRoutes,
  ...moduleRoutes,
  ...locationRoutes,
  ...teamRoutes,
  ...inviteRoutes,
  ...verificationLinkRoutes,
  ...adminRoutes,
  ...adminExtensionOrderRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeEntries = Object.entries(routes) as [RouteId, RouteDef][];
/** The deployed routes, each with the needs its function's IAM policy is built from. */
export const implementedRoutes = routeEntries.filter(
  (entry): entry is [RouteId, ImplementedRouteDef] => entry[1].status === 'implemented',
);

/** Calls of the specification that Cognito serves directly through `aws-amplify/auth`, not the HTTP API. */
export const cognitoCalls = [
  {
    call: 'login',
    spec: 'public-site-and-auth §7 login',
    served: 'Cognito InitiateAuth (SRP in AWS, USER_PASSWORD_AUTH locally) via Amplify signIn',
  },
  {
    call: 'refresh',
    spec: 'public-site-and-auth §7 refresh',
    served: 'Cognito token refresh via Amplify fetchAuthSession',
  },
  {
    call: 'logout',
    spec: 'public-site-and-auth §7 logout',
    served: 'Cognito RevokeToken of this device via Amplify signOut() (every device: the signOutEverywhere route)',
  },
  {
    call: 'forgot-password',
    spec: 'public-site-and-auth §7 forgot-password',
    served: 'Cognito ForgotPassword via Amplify resetPassword',
  },
  {
    call: 'reset-password',
    spec: 'public-site-and-auth §7 reset-password',
    served: 'Cognito ConfirmForgotPassword via Amplify confirmResetPassword',
  },
] as const;

export const authorizedAccess = (access: RouteDef['access']) => access !== 'public';
