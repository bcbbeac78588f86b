/**
 * The platform callers of the generated tests (authorization matrix, bad input, input hardening),
 * made once per test file: a pharmacist, a super admin and a support admin of its own. Their route
 * examples act on the caller's own profile (a new name, an unproven e-mail, a photo, documents taken
 * through review), so the caller must never be a seeded demo account: other files running at the
 * same time, and developers, rely on those staying as seeded (infra/local/seed.ts). The admins are
 * made the way the seed makes the demo admins (a Cognito group, exempt from MFA); the demo admin may
 * still act for a fixture (approve a document), as any admin would.
 */
import { beforeAll } from 'vitest';
import { exemptFromMfa } from '../../functions/src/data/session-policy';
import { ensureUser } from '../../infra/local/seed';
import { newAccount, signInWith, TEST_PASSWORD, type TestAccount } from './accounts';
import { oncePerTestFile } from './file-fixtures';
import { uniqueEmail } from './local-clients';
import type { StackInfo } from './stack-info';

export interface PlatformCallers {
  user: TestAccount;
  admin: TestAccount;
  support: TestAccount;
}

/** A platform admin of this test file, signed in with the password alone (MFA-exempt like the demo admins). */
export async function newPlatformAdmin(stack: StackInfo, group: 'super_admin' | 'support'): Promise<TestAccount> {
  const email = uniqueEmail(`test-${group.replace('_', '-')}`);
  const { userId } = await ensureUser(stack, {
    email,
    password: TEST_PASSWORD,
    firstName: group === 'support' ? 'Sofía' : 'Adrián',
    lastName: 'Prueba',
    groups: [group],
  });
  await exemptFromMfa(userId, 'integration test admin');
  return { email, userId, token: await signInWith(stack, email, TEST_PASSWORD) };
}

/** This test file's callers (made on first use; the handlers' environment is the shared stack's). */
export const platformCallers = oncePerTestFile(async (stack: StackInfo): Promise<PlatformCallers> => {
  const [user, admin, support] = await Promise.all([
    newAccount(stack, 'caller-pharmacist'),
    newPlatformAdmin(stack, 'super_admin'),
    newPlatformAdmin(stack, 'support'),
  ]);
  return { user, admin, support };
});

/**
 * This file's super admin and support admin (its platform callers'), ready before its tests run (a
 * beforeAll of the calling file): read `admins.superAdmin` and `admins.support` inside a test.
 */
export function platformAdminsBeforeAll(stack: StackInfo): { superAdmin: TestAccount; support: TestAccount } {
  const admins = {} as { superAdmin: TestAccount; support: TestAccount };
  beforeAll(async () => {
    const { admin, support } = await platformCallers(stack);
    admins.superAdmin = admin;
    admins.support = support;
  });
  return admins;
}
