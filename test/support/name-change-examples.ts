/**
 * Route examples of a person's new legal name held for review (issue 38), spread into
 * ./route-examples.ts like ./organization-change-examples.ts. The person's request locks the caller's
 * own identity first (as an approved credential does) under the name the profile example writes, so
 * the profile example stays a no-op for the name in any order; the withdrawal has nothing held or
 * the caller's own request to withdraw (200 either way). The admin decisions get a fresh person, locked,
 * with a new name held, so no decision touches an account other files use. The behaviour is tested in
 * ../integration/name-changes.test.ts.
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount } from './accounts';
import { updateProfileItem } from './email-code';
import { apiClient } from './local-clients';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

/** The name the profile example (./route-examples.ts `updateProfile`) writes. */
const EXAMPLE_NAME = { firstName: 'Matrix', lastName: 'Tester' };

/** Locks a person's identity as an approved credential does (the lock's date), under `names` when given. */
export async function lockIdentity(stack: StackInfo, userId: string, names?: { firstName: string; lastName: string }) {
  await updateProfileItem(stack, userId, {
    expression: `SET identityLockedAt = :at${names ? ', firstName = :first, lastName = :last' : ''}`,
    values: {
      ':at': new Date().toISOString(),
      ...(names ? { ':first': names.firstName, ':last': names.lastName } : {}),
    },
  });
}

const userIdOf = async (stack: StackInfo, token: string) => {
  const profile = await apiClient(stack)('GET', '/api/profile', { token });
  return (profile.body.user as { id: string } | undefined)?.id;
};

/** A fresh person, identity locked, with a new legal name held for review. */
export async function personWithHeldName(stack: StackInfo, label: string) {
  const person = await newAccount(stack, `matrix-${label}`);
  await lockIdentity(stack, person.userId);
  const response = await apiClient(stack)('POST', '/api/profile/name-change', {
    token: person.token,
    body: { firstName: 'Nombre', lastName: 'Nuevo Apellido', reason: 'Married in 2026' },
  });
  if (response.status !== 200) throw new Error(`hold a name for the example: ${response.status} ${response.text}`);
  return person;
}

/** For the super admin (the only caller let through) a fresh person; refused callers get the placeholder. */
const freshPerson = async ({ stack, caller, token }: ExampleContext): Promise<Record<string, string>> =>
  caller === 'admin' && token ? { userId: (await personWithHeldName(stack, 'nombre')).userId } : {};

export const nameChangeExamples: Partial<Record<RouteId, () => RouteExample>> = {
  requestNameChange: () => ({
    body: { firstName: 'Matrix', lastName: 'Renombrado', reason: 'Married in 2026' },
    setup: async ({ stack, token }) => {
      const userId = token ? await userIdOf(stack, token) : undefined;
      if (userId) await lockIdentity(stack, userId, EXAMPLE_NAME);
      return {};
    },
  }),
  withdrawNameChange: () => ({}),
  listNameChanges: () => ({ query: { limit: '5' } }),
  approveNameChange: () => ({ params: { userId: 'example-user' }, setup: freshPerson }),
  rejectNameChange: () => ({
    params: { userId: 'example-user' },
    body: { reason: 'The licence shows another name' },
    setup: freshPerson,
  }),
};

const superAdminOnly: Record<Caller, Expectation> & { support: Expectation } = {
  anonymous: 'deny',
  user: 'deny',
  admin: 'allow',
  support: 'deny',
};

export const nameChangeExpectations: Partial<
  Record<RouteId, Record<Caller, Expectation> & Partial<Record<string, Expectation>>>
> = {
  requestNameChange: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  withdrawNameChange: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  listNameChanges: { anonymous: 'deny', user: 'deny', admin: 'allow', support: 'allow' },
  // Super admins only: support may not decide on a person's name.
  approveNameChange: superAdminOnly,
  rejectNameChange: superAdminOnly,
};
