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
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { emailField } from '@lunia/shared/api/schemas/common';
import type { Language } from '@lunia/shared/domain/constants';
import { newAuditEvent, putAuditEvent, SYSTEM_ACTOR } from '../../functions/src/data/audit-events';
import { tableName } from '../../functions/src/data/client';
import { ensureSessionPolicy, newSessionPolicyItem } from '../../functions/src/data/session-policy';
import { writeTransaction } from '../../functions/src/data/transactions';
import { createUserProfile, getUserProfile, globalRoleChange } from '../../functions/src/data/user-profiles';
import { cognitoSub, createCognitoUser, findCognitoUser, provisionedProfile } from './provisioned-account';

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

export async function grantSuperAdmin(input: GrantSuperAdminInput): Promise<GrantSuperAdminResult> {
  const parsed = emailField.safeParse(input.email);
  if (!parsed.success) throw new Error(`Not an e-mail address: ${JSON.stringify(input.email)}`);
  const email = parsed.data;
  const { cognito, userPoolId: UserPoolId } = input;
  const at = (input.now ?? new Date()).toISOString();
  const changes: GrantSuperAdminResult['changes'] = [];

  const person = { email, firstName: input.firstName, lastName: input.lastName };
  let user = await findCognitoUser(cognito, UserPoolId, email);
  const createdUser = !user;
  if (!user) {
    // Confirmed with a password no one knows: "Forgot password" is then open to the address's owner.
    user = await createCognitoUser(cognito, UserPoolId, person, unusablePassword());
    changes.push('cognito-user');
  }
  const userId = cognitoSub(user, email);

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
      provisionedProfile({
        ...person,
        id: userId,
        globalRole: 'super_admin',
        userType: 'PHARMACIST',
        // The address counts as proven: Cognito holds it so, and the reset that sets the password proves it again.
        createdAt: at,
        language: input.language,
      }),
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
