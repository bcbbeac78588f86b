/**
 * Accounts made outside registration: the first super admin of a stage (./admin-account.ts) and the
 * local stack's demo accounts (infra/local/seed.ts). Both make the Cognito user the same way (the
 * e-mail as username and proven, no invitation mail, a permanent password) and the same new profile
 * (no licence, nothing submitted, the address proven).
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AdminGetUserCommandOutput,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserProfile } from '../../functions/src/data/user-profiles';
import { newLuniaId } from '../../functions/src/domain/account/lunia-id';

export interface ProvisionedPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/** The Cognito user of `username`, or undefined when there is none. */
export async function findCognitoUser(
  cognito: CognitoIdentityProviderClient,
  UserPoolId: string,
  Username: string,
): Promise<AdminGetUserCommandOutput | undefined> {
  return cognito
    .send(new AdminGetUserCommand({ UserPoolId, Username }))
    .catch((error: Error) => (error.name === 'UserNotFoundException' ? undefined : Promise.reject(error)));
}

/**
 * Creates the Cognito user of `person` (no invitation mail, the e-mail proven) and confirms it with
 * `password` (permanent); returns the user as Cognito then reads it.
 */
export async function createCognitoUser(
  cognito: CognitoIdentityProviderClient,
  UserPoolId: string,
  person: ProvisionedPerson,
  password: string,
): Promise<AdminGetUserCommandOutput> {
  const Username = person.email;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: person.firstName },
        { Name: 'family_name', Value: person.lastName },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username, Password: password, Permanent: true }));
  return cognito.send(new AdminGetUserCommand({ UserPoolId, Username }));
}

/** The user's sub (the profile's user id); a user without one is an error. */
export function cognitoSub(user: AdminGetUserCommandOutput | undefined, email: string): string {
  const sub = user?.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The Cognito user ${email} has no sub`);
  return sub;
}

/** The new profile of a provisioned account: no licence, nothing submitted, the address proven. */
export function provisionedProfile(
  person: ProvisionedPerson & Pick<UserProfile, 'id' | 'globalRole' | 'userType' | 'createdAt' | 'language'>,
): UserProfile {
  return {
    ...person,
    phone: '',
    licenseNumber: '',
    luniaId: newLuniaId(),
    verified: false,
    verificationStatus: 'NOT_SUBMITTED',
    activeModules: [],
    profilePhotoKey: null,
    emailVerified: true,
  };
}
