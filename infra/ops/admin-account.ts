/**
 * The first super admin of a stage (`npm run admin:create`, ./create-admin.ts; docs/deploy.md, "First
 * admin"). Registration never makes an admin and the back office has no "make admin" action, so an
 * operator with the stage's AWS credentials grants the role here:
 *
 * 1. The Cognito user of the address: created when missing (e-mail proven, a random password nobody is
 *    told: the person sets their own with "Forgot password" on /signin, which proves they hold the
 *    address), then added to the `super_admin` group.
 * 2. The profile (`globalRole: super_admin`) and the session policy of a new account, NOT exempt from
 *    MFA: every admin request answers 403 `MFA_ENROLMENT_REQUIRED` until the person enrols an
 *    authenticator app (lib/http/request-context.ts), and the web sends them to enrol at first sign-in.
 * 3. An audit event `super_admin_granted` on the person (actor `system`, the operator's name), in the
 *    transaction that creates the profile or changes its role.
 *
 * Idempotent: a second run finds the user in the group and the profile a super admin, writes nothing
 * and records no event. An account that exists (a registered pharmacist) is promoted, keeping its
 * password, data and sessions; its next sign-in carries the group.
 */
import { randomBytes } from 'node:crypto';
import { hostname, userInfo } from 'node:os';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { emailField } from '@lunia/shared/api/schemas/common';
import type { Language } from '@lunia/shared/domain/constants';
import { newAuditEvent, putAuditEvent, SYSTEM_ACTOR } from '../../functions/src/data/audit-events';
import { tableName } from '../../functions/src/data/client';
import { ensureSessionPolicy, newSessionPolicyItem } from '../../functions/src/data/session-policy';
import { writeTransaction } from '../../functions/src/data/transactions';
import { createUserProfile, getUserProfile, globalRoleChange } from '../../functions/src/data/user-profiles';
import { newLuniaId } from '../../functions/src/domain/account/lunia-id';

export const SUPER_ADMIN_GROUP = 'super_admin';

export interface GrantSuperAdminInput {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  /** Who ran the command (recorded as the audit event's actor name). */
  operator: string;
  now?: Date;
}

export interface GrantSuperAdminResult {
  userId: string;
  /** The Cognito user was made by this run (the person sets a password with "Forgot password"). */
  createdUser: boolean;
  /** What this run changed; empty when the account already was a super admin. */
  changes: ('cognito-user' | 'cognito-group' | 'profile' | 'role')[];
}

/** A password that satisfies the pool's policy and that nobody ever sees (the person resets it). */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) =>
  attributes?.find((a) => a.Name === name)?.Value;

async function findUser(cognito: CognitoIdentityProviderClient, UserPoolId: string, Username: string) {
  return cognito
    .send(new AdminGetUserCommand({ UserPoolId, Username }))
    .catch((error: Error) => (error.name === 'UserNotFoundException' ? undefined : Promise.reject(error)));
}

export async function grantSuperAdmin(input: GrantSuperAdminInput): Promise<GrantSuperAdminResult> {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new Error(`Not an e-mail address: ${JSON.stringify(input.email)}`);
  const email = parsed.data;
  const { cognito, userPoolId: UserPoolId } = input;
  const at = (input.now ?? new Date()).toISOString();
  const changes: GrantSuperAdminResult['changes'] = [];

  let user = await findUser(cognito, UserPoolId, email);
  const createdUser = !user;
  if (!user) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
    // Confirmed with a password no one knows: "Forgot password" is then open to the address's owner.
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: unusablePassword(), Permanent: true }),
    );
    user = await findUser(cognito, UserPoolId, email);
    changes.push('cognito-user');
  }
  const userId = attribute(user?.UserAttributes, 'sub');
  if (!userId) throw new Error(`The Cognito user ${email} has no sub`);

  // By the user's own username (the sub, where the e-mail is an alias): the local Cognito lists a
  // user's groups only by it.
  const { Groups } = await cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId, Username: user?.Username ?? email }),
  );
  if (!Groups?.some((group) => group.GroupName === SUPER_ADMIN_GROUP)) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: SUPER_ADMIN_GROUP }));
    changes.push('cognito-group');
  }

  const granted = newAuditEvent({
    targetType: 'USER',
    targetId: userId,
    at,
    action: 'super_admin_granted',
    actorId: SYSTEM_ACTOR,
    actorRole: 'system',
    actorName: input.operator,
    reason: 'npm run admin:create',
  });
  const profile = await getUserProfile(userId);
  if (!profile) {
    await createUserProfile(
      {
        id: userId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: '',
        licenseNumber: '',
        luniaId: newLuniaId(),
        globalRole: 'super_admin',
        userType: 'PHARMACIST',
        verified: false,
        verificationStatus: 'NOT_SUBMITTED',
        activeModules: [],
        profilePhotoKey: null,
        createdAt: at,
        // Cognito holds the address as proven, and the reset that sets the password proves it again.
        emailVerified: true,
        language: input.language,
      },
      [{ Put: { TableName: tableName(), Item: newSessionPolicyItem(userId, at) } }, putAuditEvent(granted)],
    );
    changes.push('profile');
  } else {
    // A profile made before (or by a registration) keeps its policy: disabled stays disabled.
    await ensureSessionPolicy(userId, at);
    if (profile.globalRole !== 'super_admin') {
      await writeTransaction([globalRoleChange(userId, 'super_admin'), putAuditEvent(granted)]);
      changes.push('role');
    }
  }
  return { userId, createdUser, changes };
}

/** The operator as the audit event names them: their login on this machine. */
export const operatorName = () => `operator ${userInfo().username}@${hostname()}`;
