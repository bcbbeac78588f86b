/** Team management: an organization's members, their roles, removal (portal-and-admin §2 Team tab, §6; issue 10). */
import * as z from 'zod/mini';
import { ORG_ROLES } from '../../domain/constants';

export const ROLE_INVALID_MESSAGE = 'Role must be owner, admin, manager or member';

export const memberRecord = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ORG_ROLES),
  /** ISO date-time the person joined the organization. */
  joinedAt: z.string(),
});
export const membersResponse = z.object({ members: z.array(memberRecord) });
export const memberResponse = z.object({ member: memberRecord });

/** The new role of a member. */
export const changeMemberRoleBody = z.object({ role: z.enum(ORG_ROLES, { error: ROLE_INVALID_MESSAGE }) });
