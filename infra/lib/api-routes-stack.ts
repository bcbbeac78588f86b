/**
 * One group of manifest routes: for each implemented route, its Lambda (least privilege: the
 * route's own `needs`, translated by function-permissions.ts) and its HTTP API route
 * `METHOD /path`, behind the JWT authorizer unless the route is public. Planned routes are not deployed.
 */
import { Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { authorizedAccess, type RouteDef, type RouteId } from '../../shared/src/api/routes';
import { ApiFunction } from '../constructs/api-function';
import { abuseClassOf, ROUTE_THROTTLES } from './abuse-limits';
import { ORIGIN_VERIFY_SECRET_ARN_ENV } from './function-environment';
import { nagAcknowledgementsFor, policyStatementsFor } from './function-permissions';
import {
  environmentOf,
  type FunctionCodeSource,
  permissionTargetsOf,
  routeNeeds,
  type SharedResources,
} from './shared-resources';

export interface ApiRoutesStackProps extends StackProps {
  httpApi: apigw.IHttpApi;
  jwtAuthorizer: HttpJwtAuthorizer;
  /**
   * Manifest entries; the implemented ones are deployed, each with the IAM permissions of its own
   * `needs` (tests pass modified entries, e.g. a planned route flipped to implemented with its needs).
   */
  routes: [RouteId, RouteDef][];
  resources: SharedResources;
  code: FunctionCodeSource;
  /**
   * The secret CloudFront sends on `/api/*`: each function gets its value (a dynamic reference,
   * resolved at deploy time) and refuses requests without it. Unset, the functions do not check.
   */
  originVerifySecret?: secretsmanager.ISecret;
}

/**
 * Routes are grouped into stacks by handler area (`admin/…`, `documents/…`, `public/…`): those
 * are the domains, and they keep each stack far below 500 resources (about 7 per route).
 * Grouping by first path segment would scatter the public forms over one stack each.
 */
export const routeGroupOf = (route: RouteDef): string => route.handler.split('/')[0] ?? 'root';

export function groupRoutes(routes: [RouteId, RouteDef][]): Map<string, [RouteId, RouteDef][]> {
  const groups = new Map<string, [RouteId, RouteDef][]>();
  for (const entry of routes) {
    const group = routeGroupOf(entry[1]);
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return groups;
}

/**
 * Concurrent executions reserved for (and capping) each public route's function: at about 100 ms a
 * call, 10 serve 100 requests a second, the route's own throttle (abuse-limits.ts), a hundred times a
 * campaign day's form posts. Eleven public routes reserve 110 of the account's pool per stage.
 */
export const PUBLIC_ROUTE_CONCURRENCY = 10;

const pascalCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export class ApiRoutesStack extends Stack {
  readonly functions = new Map<RouteId, ApiFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    super(scope, id, props);
    const targets = permissionTargetsOf(props.resources);

    for (const [routeId, route] of props.routes) {
      if (route.status !== 'implemented') continue;
      const constructId = pascalCase(routeId);
      const needs = routeNeeds(route);
      const fn = new ApiFunction(this, constructId, {
        handler: route.handler,
        kind: 'http',
        code: props.code(route.handler),
        environment: {
          ...environmentOf(props.resources, needs),
          // The ARN, read with a bounded cache (current and, for the rotation window, previous value),
          // so a rotation needs no redeploy (docs/deploy.md, "Rotating secrets").
          ...(props.originVerifySecret ? { [ORIGIN_VERIFY_SECRET_ARN_ENV]: props.originVerifySecret.secretArn } : {}),
        },
        statements: [
          ...policyStatementsFor(this, needs, targets),
          ...(props.originVerifySecret
            ? [
                new iam.PolicyStatement({
                  actions: ['secretsmanager:GetSecretValue'],
                  resources: [props.originVerifySecret.secretArn],
                }),
              ]
            : []),
        ],
        policyAcknowledgements: nagAcknowledgementsFor(needs, targets),
        // Anyone can call a public route at the execute-api address, skipping CloudFront and the WAF;
        // its function then answers 403, but each call still runs it. A ceiling keeps such a flood
        // from taking the account's concurrency from every other function (issue 42).
        ...(authorizedAccess(route.access) ? {} : { reservedConcurrency: PUBLIC_ROUTE_CONCURRENCY }),
      });
      this.functions.set(routeId, fn);

      const httpRoute = new apigw.HttpRoute(this, `${constructId}Route`, {
        httpApi: props.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${constructId}Integration`, fn.function),
        ...(authorizedAccess(route.access) ? { authorizer: props.jwtAuthorizer } : {}),
      });
      if (!authorizedAccess(route.access)) {
        const throttle = ROUTE_THROTTLES[abuseClassOf(route) ?? 'public-form'];
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by the specification (access: public). Abuse is bounded by its own stage throttle (${throttle.rateLimit}/s, burst ${throttle.burstLimit}) and, through CloudFront, the WAF's per-IP rate rules; requests that skip CloudFront get 403.`,
        });
      }
    }
  }
}
