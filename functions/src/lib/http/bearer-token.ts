import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/**
 * The caller's access token as the request carried it (`Authorization: Bearer …`), already verified by
 * the JWT authorizer: for the Cognito calls a person makes on their own account (change password,
 * global sign-out), which Cognito authorizes by that token.
 */
export function bearerToken(event: APIGatewayProxyEventV2WithJWTAuthorizer): string {
  const headers = event.headers ?? {};
  const value = headers.authorization ?? headers.Authorization ?? '';
  return value.replace(/^Bearer\s+/i, '').trim();
}
