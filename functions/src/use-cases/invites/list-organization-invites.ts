import type { InviteStatus } from '@lunia/shared/api/schemas/invites';
import { listInvitesOfOrganization } from '../../data/invites';
import type { OrgScope } from '../../domain/caller';
import { inviteView } from '../../views/invite-view';

/** The active organization's invites, newest first, optionally of one status; expired ones are marked. */
export async function listOrganizationInvites(input: { org: OrgScope; status?: InviteStatus | undefined }) {
  const now = new Date();
  const invites = await listInvitesOfOrganization(input.org.orgId, input.status);
  return { invites: invites.map((invite) => inviteView(invite, now)) };
}
