/**
 * Demo accounts of the local stack (local only, never in AWS): ensured on every start, so a
 * developer can always sign in with them. Also the helpers tests use to create users and sign in.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { GlobalRole } from '@lunia/shared/domain/constants';
import { AppError } from '@lunia/shared/errors';
import { listMembershipsOfUser } from '../../functions/src/data/memberships';
import { createOrganizationWithOwner } from '../../functions/src/data/organization-profiles';
import { ensureSessionPolicy, exemptFromMfa } from '../../functions/src/data/session-policy';
import { writeTransaction } from '../../functions/src/data/transactions';
import { emailVerifiedChange } from '../../functions/src/data/user-email-verification';
import { createUserProfile, getUserProfile } from '../../functions/src/data/user-profiles';
import { cognitoSub, createCognitoUser, findCognitoUser, provisionedProfile } from '../ops/provisioned-account';
import { cognitoClient } from './cognito-local';

export const DEMO_PASSWORD = 'Lunia!Demo2026';

type UserType = 'PHARMACIST' | 'PHARMACY_OWNER';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
  userType: UserType;
  /** What the account is for, printed by `npm start`. */
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@lunia.local',
    firstName: 'Ada',
    lastName: 'Admin',
    groups: ['super_admin'],
    userType: 'PHARMACIST',
    role: 'super admin (password only: demo admins are exempt from MFA)',
  },
  {
    email: 'support@lunia.local',
    firstName: 'Sam',
    lastName: 'Support',
    groups: ['support'],
    userType: 'PHARMACIST',
    role: 'support (password only: demo admins are exempt from MFA)',
  },
  {
    email: 'pharmacist@lunia.local',
    firstName: 'Paula',
    lastName: 'Pharmacist',
    groups: [],
    userType: 'PHARMACIST',
    role: 'individual pharmacist',
  },
  {
    email: 'owner@lunia.local',
    firstName: 'Oscar',
    lastName: 'Owner',
    groups: [],
    userType: 'PHARMACY_OWNER',
    role: 'pharmacy owner of "Farmacia Demo"',
  },
];

/** What seeding needs of a running stack (./stack.ts's LocalStack has it). */
interface StackRef {
  urls: { cognito: string };
  userPool: { id: string; clientId: string };
}

export interface EnsureUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  groups?: string[];
  userType?: UserType;
}

const globalRoleOf = (groups: string[]): GlobalRole =>
  groups.includes('super_admin') ? 'super_admin' : groups.includes('support') ? 'support' : 'user';

/**
 * Makes sure a user exists: a Cognito user (e-mail as username, permanent password, groups) and
 * its DynamoDB profile. Idempotent; an existing user keeps its password. userId = the Cognito sub.
 */
export async function ensureUser(stack: StackRef, input: EnsureUserInput): Promise<{ userId: string }> {
  const cognito = cognitoClient(stack.urls.cognito);
  const UserPoolId = stack.userPool.id;
  const email = input.email.toLowerCase();
  const groups = input.groups ?? [];
  try {
    const person = { email, firstName: input.firstName, lastName: input.lastName };
    const found = await findCognitoUser(cognito, UserPoolId, email);
    if (found && found.UserStatus !== 'CONFIRMED') {
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: input.password, Permanent: true }),
      );
    }
    const user = found ?? (await createCognitoUser(cognito, UserPoolId, person, input.password));
    const userId = cognitoSub(user, email);
    for (const group of groups) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: group }));
    }

    const existing = await getUserProfile(userId);
    if (existing && !existing.emailVerified) {
      // A demo profile made before e-mails were proven: the seeded addresses count as proven.
      await writeTransaction([emailVerifiedChange(userId, existing.email)]);
    }
    if (!existing) {
      try {
        await createUserProfile(
          provisionedProfile({
            ...person,
            id: userId,
            globalRole: globalRoleOf(groups),
            userType: input.userType ?? 'PHARMACIST',
            // The address counts as proven: seeded addresses are the developer's fixtures.
            createdAt: new Date().toISOString(),
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'EMAIL_EXISTS') {
          throw new Error(
            `A profile for ${email} exists under another user id: the Cognito and DynamoDB data are out of step. Run npm run reset.`,
          );
        }
        throw error;
      }
    }
    // Every account has a session policy (issue 38); an existing one is kept as it is.
    await ensureSessionPolicy(userId, new Date().toISOString());
    return { userId };
  } finally {
    cognito.destroy();
  }
}

async function hasOrganization(userId: string): Promise<boolean> {
  return (await listMembershipsOfUser(userId)).length > 0;
}

async function ensureDemoOrganization(ownerId: string): Promise<void> {
  if (await hasOrganization(ownerId)) return;
  await createOrganizationWithOwner(
    {
      id: randomUUID(),
      name: 'Farmacia Demo',
      pharmacyLicenseNumber: 'PH-DEMO-0001',
      address: '100 Demo Street',
      city: 'Miami',
      state: 'FL',
      zipCode: '33101',
      contactEmail: 'owner@lunia.local',
      einNumber: '12-3456789',
      phone: '+13055550100',
      website: 'https://farmacia-demo.lunia.local',
      description: 'Demo pharmacy of the local stack.',
      verified: false,
      canSubscribe: false,
      activeModules: [],
      requestedModules: [],
      unlimitedLocations: false,
      locationCount: 0,
      createdAt: new Date().toISOString(),
    },
    ownerId,
  );
}

/** Creates the demo accounts (and the owner's organization) if missing. */
export async function ensureDemoAccounts(stack: StackRef): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { userId } = await ensureUser(stack, { ...account, password: DEMO_PASSWORD });
    if (account.userType === 'PHARMACY_OWNER') await ensureDemoOrganization(userId);
    // Every other admin must enrol an authenticator app; the local demo admins keep demos and
    // scripted checks signing in with the password (issue 13,
    // docs/decisions/0022-admin-ended-sessions-and-admin-mfa.md).
    if (account.groups.length > 0) await exemptFromMfa(userId, 'local demo admin account');
  }
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in like the web does locally (USER_PASSWORD_AUTH) and returns the tokens. */
export async function signIn(stack: StackRef, email: string, password: string): Promise<Tokens> {
  const cognito = cognitoClient(stack.urls.cognito);
  try {
    const { AuthenticationResult, ChallengeName } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.userPool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const { AccessToken, IdToken, RefreshToken } = AuthenticationResult ?? {};
    if (!AccessToken || !IdToken || !RefreshToken) {
      throw new Error(
        `Sign-in of ${email} did not return tokens${ChallengeName ? ` (challenge ${ChallengeName})` : ''}`,
      );
    }
    return { accessToken: AccessToken, idToken: IdToken, refreshToken: RefreshToken };
  } finally {
    cognito.destroy();
  }
}
