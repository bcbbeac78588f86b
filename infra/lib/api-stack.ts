/**
 * The HTTP API itself: its `$default` stage (throttled, access-logged) and the JWT authorizer on the
 * user pool. Routes and their functions live in ApiRoutesStack(s), so this stack stays small and
 * the route stacks can grow by domain without hitting the 500-resource limit (DESIGN §7).
 *
 * No CORS configuration: the browser calls the API on the site's own origin through CloudFront's
 * `/api/*` behavior, so every call is same-origin.
 */

import { Aws, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LOG_GROUP_ENCRYPTION_ACK } from '../constructs/api-function';

export interface ApiStackProps extends StackProps {
  userPool: cognito.IUserPool;
  webClient: cognito.IUserPoolClient;
}

/** Stage-wide limits: a public form endpoint must not be able to run up the bill. */
const THROTTLE = { rateLimit: 50, burstLimit: 100 };

export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly jwtAuthorizer: HttpJwtAuthorizer;
  /** `<api-id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'Lunia API: one route and one Lambda per implemented manifest route',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(accessLogs).acknowledge(LOG_GROUP_ENCRYPTION_ACK);
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
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

    this.jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${Aws.REGION}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.webClient.userPoolClientId] },
    );
    this.originDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
