/**
 * Reads every user of the pool and the members of each admin group, a page at a time (ListUsers,
 * ListUsersInGroup), for the daily user-pool export (use-cases/maintenance/export-user-pool.ts). Same
 * signed JSON calls as ./cognito-admin.ts.
 */
import { env } from '../env';
import { awsJsonCall } from './aws-json-call';

/** A user as ListUsers returns it (dates are epoch seconds in the JSON protocol). */
export interface ListedUser {
  Username: string;
  Attributes?: { Name: string; Value?: string }[];
  UserCreateDate?: number;
  UserLastModifiedDate?: number;
  Enabled?: boolean;
  UserStatus?: string;
}

interface UsersPage {
  Users?: ListedUser[];
  PaginationToken?: string;
  NextToken?: string;
}

/** ListUsers' and ListUsersInGroup's largest page. */
const PAGE_SIZE = 60;

const call = (operation: string, input: Record<string, unknown>) =>
  awsJsonCall<UsersPage>({
    service: 'cognito-idp',
    endpoint: env.endpoint('cognito') ?? `https://cognito-idp.${env.region}.amazonaws.com`,
    target: `AWSCognitoIdentityProviderService.${operation}`,
    jsonVersion: '1.1',
    input: { UserPoolId: env.userPoolId, Limit: PAGE_SIZE, ...input },
  });

/** Every user of the pool, page by page (ListUsers' PaginationToken). */
export async function* listAllUsers(): AsyncGenerator<ListedUser[]> {
  let token: string | undefined;
  do {
    const page = await call('ListUsers', token ? { PaginationToken: token } : {});
    yield page.Users ?? [];
    token = page.PaginationToken;
  } while (token);
}

/** The usernames of a group's members (ListUsersInGroup's NextToken). */
export async function listGroupMembers(groupName: string): Promise<string[]> {
  const members: string[] = [];
  let token: string | undefined;
  do {
    const page = await call('ListUsersInGroup', { GroupName: groupName, ...(token ? { NextToken: token } : {}) });
    members.push(...(page.Users ?? []).map((user) => user.Username));
    token = page.NextToken;
  } while (token);
  return members;
}
