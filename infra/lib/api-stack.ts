/**
 * The HTTP API itself, the JWT authorizer on the user pool, and the secret CloudFront proves itself
 * with. The `$default` stage (throttles, access logs) is in ApiStageStack, deployed after the routes;
 * routes and their functions live in ApiRoutesStack(s), so this stack stays small and the route
 * stacks can grow by domain without hitting CloudFormation's 500-resource limit (60 routes in one
 * stack came to 391 resources).
 *
 * No CORS configuration: the browser calls the API on the site's own origin through CloudFront's
 * `/api/*` behavior, so every call is same-origin.
 */

import { Aws, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledgeManualSecret } from './nag-acknowledgements';

export interface ApiStackProps extends StackProps {
  userPool: cognito.IUserPool;
  webClient: cognito.IUserPoolClient;
}

export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly jwtAuthorizer: HttpJwtAuthorizer;
  /** `<api-id>.execute-api.<region>.amazonaws.com`, the CloudFront origin. */
  readonly originDomain: string;
  /** The value CloudFront sends in the origin-verify header and the functions expect. */
  readonly originVerifySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: this.stackName,
      description: 'Lunia API: one route and one Lambda per implemented manifest route',
      createDefaultStage: false,
    });

    // CloudFront sends it as an origin header on /api/*, and the functions refuse requests without it
    // (functions/src/lib/http/origin-check.ts): the execute-api address stays public, but answers 403.
    // Both read it through a CloudFormation dynamic reference, so its value is in no template.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: 'Header value CloudFront adds to /api/* requests; the API functions refuse requests without it.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledgeManualSecret(this.originVerifySecret, {
      rotation:
        'Not rotated automatically: CloudFront and the functions take the value when their resources are deployed (a dynamic reference is resolved only then), so a rotation is rolled out by a deploy updating both. A leaked value only lets a caller skip the WAF; every route still authenticates.',
      encryption:
        'The AWS-managed key encrypts it; it only proves a request came through CloudFront and guards no data.',
    });

    this.jwtAuthorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${Aws.REGION}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.webClient.userPoolClientId] },
    );
    this.originDomain = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  }
}
