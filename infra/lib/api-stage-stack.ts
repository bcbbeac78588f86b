/**
 * The HTTP API's `$default` stage: access logs, the stage-wide throttle and one throttle per route
 * that abuse-limits.ts singles out (public forms, the signed webhook, routes that send mail).
 *
 * It is its own stack, deployed after every routes stack: API Gateway refuses stage route settings
 * for a route key that does not exist yet, and the routes live in the ApiRoutes* stacks.
 */
import { RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef, RouteId } from '../../shared/src/api/routes';
import { limitedRoutes, ROUTE_THROTTLES, STAGE_THROTTLE } from './abuse-limits';

export interface ApiStageStackProps extends StackProps {
  httpApi: apigw.IHttpApi;
  /** The manifest entries deployed by the routes stacks (planned ones are skipped). */
  routes: [RouteId, RouteDef][];
}

export const ACCESS_LOG_ENCRYPTION_ACK = {
  id: 'HIPAA.Security-CloudWatchLogGroupEncrypted',
  reason:
    'API access logs hold request id, route key, status, latency, error text and the client IP: no bodies, headers or tokens. CloudWatch encrypts them at rest; a customer key is not warranted for that.',
};

export class ApiStageStack extends Stack {
  readonly stage: apigw.HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(accessLogs).acknowledge(ACCESS_LOG_ENCRYPTION_ACK);

    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            sourceIp: '$context.identity.sourceIp',
          }),
        ),
      },
    });
    const routeSettings = Object.fromEntries(
      limitedRoutes(props.routes).map((route) => {
        const throttle = ROUTE_THROTTLES[route.abuseClass];
        return [
          `${route.method} ${route.path}`,
          { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
        ];
      }),
    );
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
  }
}
