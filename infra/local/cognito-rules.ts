/**
 * Where cognito-local answers differently from Cognito in ways the product's security depends on
 * (issue 38), the local proxy (cognito-proxy.ts) applies Cognito's rule here, by the app client's own
 * settings (DescribeUserPoolClient: the same settings infra/lib/auth-stack.ts gives the real client):
 *
 * - An app client writes only its writable attributes: UpdateUserAttributes and DeleteUserAttributes
 *   naming any other attribute are refused with NotAuthorizedException, as Cognito does (API reference,
 *   UserPoolClientType.WriteAttributes: the user's access token may only set attributes in that list).
 *   cognito-local lets a user write anything, `email` included.
 * - With PreventUserExistenceErrors ENABLED, an unknown user is never revealed (developer guide,
 *   "Managing user existence error responses"): ForgotPassword and ResendConfirmationCode answer with
 *   a simulated CodeDeliveryDetails, ConfirmForgotPassword with CodeMismatchException, and a sign-in
 *   with NotAuthorizedException, where cognito-local says UserNotFoundException.
 *
 * Unconfirmed users (UNCONFIRMED) are refused at sign-in with UserNotConfirmedException by
 * cognito-local itself, after the password is checked, as in Cognito; test/integration/
 * cognito-fidelity.test.ts pins that too.
 */

export interface RuleResponse {
  status: number;
  headers: Headers;
  body: string;
}

/** How the rules reach cognito-local: one call with an admin operation's input. */
export type AdminCall = (operation: string, input: Record<string, unknown>) => Promise<RuleResponse>;

const AMZ_JSON = 'application/x-amz-json-1.1';

export const cognitoErrorResponse = (type: string, message: string): RuleResponse => ({
  status: 400,
  headers: new Headers({ 'content-type': AMZ_JSON, 'x-amzn-errortype': type }),
  body: JSON.stringify({ __type: type, message }),
});

const ok = (body: unknown): RuleResponse => ({
  status: 200,
  headers: new Headers({ 'content-type': AMZ_JSON }),
  body: JSON.stringify(body),
});

interface ClientSettings {
  WriteAttributes?: string[];
  PreventUserExistenceErrors?: string;
}

function parse(body: Buffer | string): Record<string, unknown> {
  try {
    return JSON.parse(typeof body === 'string' ? body : body.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The claims of a JWT, without checking it (cognito-local checks the tokens it is given). */
function claimsOf(token: unknown): Record<string, unknown> {
  if (typeof token !== 'string') return {};
  return parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** Cognito's simulated destination: the first character of each part, then asterisks (a***@e***). */
export function simulatedDestination(username: string): string {
  const [local = '', domain = ''] = username.split('@');
  const mask = (part: string) => `${part.slice(0, 1)}***`;
  return domain ? `${mask(local)}@${mask(domain)}` : mask(local);
}

const isUserNotFound = (response: RuleResponse) =>
  response.status === 400 &&
  (response.headers.get('x-amzn-errortype')?.startsWith('UserNotFoundException') ||
    response.body.includes('UserNotFoundException'));

export function createCognitoRules(options: { adminCall: AdminCall; userPoolId: () => string | undefined }) {
  async function clientSettings(clientId: unknown): Promise<ClientSettings | undefined> {
    const userPoolId = options.userPoolId();
    if (typeof clientId !== 'string' || !userPoolId) return undefined;
    const answer = await options.adminCall('DescribeUserPoolClient', { UserPoolId: userPoolId, ClientId: clientId });
    if (answer.status !== 200) return undefined;
    return (parse(answer.body) as { UserPoolClient?: ClientSettings }).UserPoolClient;
  }

  /**
   * Before the call reaches cognito-local: a refusal Cognito would answer with, or undefined to go on.
   * A client with no WriteAttributes list may write every standard attribute, as in Cognito.
   */
  async function refuse(target: string, body: Buffer): Promise<RuleResponse | undefined> {
    if (target !== 'UpdateUserAttributes' && target !== 'DeleteUserAttributes') return undefined;
    const input = parse(body);
    const settings = await clientSettings(claimsOf(input.AccessToken).client_id);
    const writable = settings?.WriteAttributes;
    if (!writable || writable.length === 0) return undefined;
    const names =
      target === 'UpdateUserAttributes'
        ? ((input.UserAttributes as { Name?: string }[] | undefined) ?? []).map((attribute) => attribute.Name)
        : ((input.UserAttributeNames as string[] | undefined) ?? []);
    if (names.every((name) => typeof name === 'string' && writable.includes(name))) return undefined;
    return cognitoErrorResponse('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
  }

  /** After cognito-local answered: an unknown user hidden as Cognito hides it, by the client's setting. */
  async function review(target: string, body: Buffer, response: RuleResponse): Promise<RuleResponse> {
    if (!isUserNotFound(response)) return response;
    const input = parse(body);
    const settings = await clientSettings(input.ClientId);
    if (settings?.PreventUserExistenceErrors !== 'ENABLED') return response;
    const username = typeof input.Username === 'string' ? input.Username : '';
    switch (target) {
      case 'ForgotPassword':
      case 'ResendConfirmationCode':
        return ok({
          CodeDeliveryDetails: {
            Destination: simulatedDestination(username),
            DeliveryMedium: 'EMAIL',
            AttributeName: 'email',
          },
        });
      case 'ConfirmForgotPassword':
      case 'ConfirmSignUp':
        return cognitoErrorResponse('CodeMismatchException', 'Invalid verification code provided, please try again.');
      case 'InitiateAuth':
      case 'RespondToAuthChallenge':
        return cognitoErrorResponse('NotAuthorizedException', 'Incorrect username or password.');
      default:
        return response;
    }
  }

  return { refuse, review };
}
