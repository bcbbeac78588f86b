/**
 * Route examples of Team management (members: list, change role, remove) (issue 10), spread into
 * ./route-examples.ts like ./organization-examples.ts, whose fixture organization and expectation rows
 * they use. The fixture's own members are never acted on (later matrix rows call as them): a role
 * change or a removal acts on a fresh member that `setup` adds to the fixture organization.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { orgAdminRoute, orgMemberRoute, type Row } from './organization-examples';
import { addMember, organizationFixture } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';

/** Until `setup` runs: no such member. */
const placeholder = { userId: 'example-member' };

/** A new member (role member) of the fixture organization, added as the membership module writes it. */
async function fixtureMember({ stack }: ExampleContext) {
  const { orgId } = await organizationFixture(stack);
  const userId = randomUUID();
  await addMember(stack, orgId, userId, 'member');
  return { userId };
}

export const teamExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listOrganizationMembers: () => ({ organization: true }),
  changeMemberRole: () => ({
    organization: true,
    params: placeholder,
    body: { role: 'manager' },
    setup: fixtureMember,
  }),
  removeMember: () => ({ organization: true, params: placeholder, setup: fixtureMember }),
};

export const teamExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<Row>>> = {
  listOrganizationMembers: orgMemberRoute,
  changeMemberRole: orgAdminRoute,
  removeMember: orgAdminRoute,
};
