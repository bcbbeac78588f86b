/**
 * Team management of an organization (issue 10): its members with their roles, role changes and
 * removal. The organization is the path's `{orgId}`; membership and role are read from the table
 * before the handler runs. Part of the route manifest (see ../routes.ts).
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as team from '../schemas/team';

export const teamRoutes = {
  listOrganizationMembers: r({
    method: 'GET',
    path: '/api/orgs/{orgId}/members',
    access: 'org-member',
    status: 'implemented',
    needs: ['table:read'],
    handler: 'team/list-organization-members',
    summary: "The organization's members with names, e-mails, roles and join dates",
    spec: 'portal-and-admin §2 Team tab, §6 roles',
    response: team.membersResponse,
  }),
  changeMemberRole: r({
    method: 'PUT',
    path: '/api/orgs/{orgId}/members/{userId}',
    access: 'org-admin',
    status: 'implemented',
    // The membership and the owner count are updates; the audit event is a Put; the actor's role is a
    // ConditionCheck (table:read), all in one transaction. A demoted owner or admin's pending invites are
    // cancelled (updates), their address claims deleted and audited (issue 25).
    needs: ['table:read', 'table:put', 'table:update', 'table:delete'],
    handler: 'team/change-member-role',
    summary: "Change a member's role (only an owner grants, takes or touches the owner role; never the last owner)",
    spec: 'portal-and-admin §2 Team tab, §6 roles',
    body: team.changeMemberRoleBody,
    response: team.memberResponse,
  }),
  removeMember: r({
    method: 'DELETE',
    path: '/api/orgs/{orgId}/members/{userId}',
    access: 'org-admin',
    status: 'implemented',
    needs: ['table:read', 'table:put', 'table:update', 'table:delete'],
    handler: 'team/remove-member',
    summary: 'Remove a member (only an owner removes an owner; never the last owner); access ends at once',
    spec: 'portal-and-admin §2 Team tab, §6 roles',
    response: successResponse,
  }),
} satisfies Record<string, RouteDef>;
