/**
 * Cognito calls a person makes on their own account with their access token: ChangePassword and
 * GlobalSignOut. Cognito authorizes these by the token alone and evaluates no IAM policy for them, so
 * they are sent unsigned (as Amplify sends them from the browser) and no function need grants them.
 * Passwords are sent, never logged: errors carry Cognito's error type and message only.
 */
import { env } from '../env';
import { AwsCallError } from './aws-json-call';

export { AwsCallError as CognitoError };

async function ownAccountCall(operation: string, input: Record<string, unknown>): Promise<void> {
  const endpoint = env.endpoint('cognito') ?? `https://cognito-idp.${env.region}.amazonaws.com`;
  const response = await fetch(new URL(endpoint), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(8000),
  });
  if (response.ok) return;
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A non-JSON answer is reported with its status below.
  }
  const type = response.headers.get('x-amzn-errortype') ?? String(json.__type ?? 'UnknownError');
  const name = type.split(':')[0]?.split('#').pop() || 'UnknownError';
  throw new AwsCallError(name, String(json.message ?? json.Message ?? `HTTP ${response.status}`), response.status);
}

/** Cognito checks the previous password (NotAuthorizedException when it is wrong) and its own policy. */
export function changeOwnPassword(input: { accessToken: string; previousPassword: string; proposedPassword: string }) {
  return ownAccountCall('ChangePassword', {
    AccessToken: input.accessToken,
    PreviousPassword: input.previousPassword,
    ProposedPassword: input.proposedPassword,
  });
}

/** Revokes every refresh token of the account (every device, this one too). */
export function signOutAllDevices(accessToken: string) {
  return ownAccountCall('GlobalSignOut', { AccessToken: accessToken });
}

/**
 * Proves the password with Cognito: a ChangePassword to the same password, which Cognito accepts only
 * with the right one (NotAuthorizedException otherwise) and which leaves the password as it was.
 */
export function confirmOwnPassword(input: { accessToken: string; password: string }) {
  return changeOwnPassword({
    accessToken: input.accessToken,
    previousPassword: input.password,
    proposedPassword: input.password,
  });
}

/** Deletes the account's Cognito user (DeleteUser with its own access token): it can never sign in again. */
export function deleteOwnUser(accessToken: string) {
  return ownAccountCall('DeleteUser', { AccessToken: accessToken });
}
