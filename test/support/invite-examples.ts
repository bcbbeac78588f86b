/**
 * Route examples of team invites and of the invitee's answers (issue 10), spread into
 * ./route-examples.ts. Invites of the fixture organization are made by its owner; the invitations a
 * caller answers come from a new organization of the outsider each time (so accepting one never
 * makes the caller a member of the fixture organization the other routes are checked against), and
 * their link token is set to a known value in the table, since example bodies are static.
 */
import { randomUUID } from 'node:crypto';
import type { RouteId } from '@lunia/shared/api/routes';
import { INVITE_ENTITY, type Invite, inviteTokenLookupItem } from '../../functions/src/data/invites';
import { inviteKeys } from '../../functions/src/data/keys';
import { hashInviteToken } from '../../functions/src/domain/invites/invite-rules';
import { proveEmailOf } from './email-code';
import { apiClient, tableClient, uniqueEmail } from './local-clients';
import { orgAdminRoute } from './organization-examples';
import { createOrganizationAs, organizationFixture } from './organization-fixture';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

/** The link token the examples' invitations carry (set through the table). */
export const EXAMPLE_INVITATION_TOKEN = 'example-invitation-token-0123456789abcdef';

/** The user id (`sub`) an access token names. */
const userIdOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/**
 * Invites `email` to `orgId` through the API as `token`'s user, whose e-mail is proven first (only a
 * proven e-mail may invite); returns the invite id.
 */
export async function inviteThroughApi(
  stack: StackInfo,
  input: { token: string; orgId: string; email: string; role?: string },
): Promise<string> {
  await proveEmailOf(stack, userIdOf(input.token));
  const response = await apiClient(stack)('POST', `/api/orgs/${input.orgId}/invites`, {
    token: input.token,
    headers: { 'x-active-org-id': input.orgId },
    body: { email: input.email, role: input.role ?? 'member', language: 'en' },
  });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${response.text}`);
  return (response.body.invite as { id: string }).id;
}

/** Changes fields of an invite item directly (a known token, an older sending, an expiry). */
export async function patchInvite(stack: StackInfo, orgId: string, inviteId: string, fields: Record<string, unknown>) {
  const table = tableClient(stack);
  const key = inviteKeys.item(orgId, inviteId);
  const item = await table.get(key);
  if (!item) throw new Error(`No invite ${inviteId}`);
  await table.put({ ...item, ...fields, ...key });
}

/**
 * A pending invite of the fixture organization from its owner, written to the table: the matrix needs
 * one per caller and route, more than an unverified organization's pending and daily invitation limits
 * let through the API (issue 25; inviting through the API is the create example's and invites.test.ts's).
 * Sent a while ago, so a resend is not held back by the cooldown.
 */
async function fixtureInvite({ stack }: ExampleContext, fields: Partial<Invite> = {}) {
  const { orgId, accounts } = await organizationFixture(stack);
  const now = new Date();
  const invite: Invite = {
    id: randomUUID(),
    orgId,
    orgName: 'Farmacia Matriz',
    email: uniqueEmail('invitee'),
    role: 'member',
    status: 'PENDING',
    invitedAt: now.toISOString(),
    invitedBy: accounts.owner.userId,
    invitedByName: 'Matrix Owner',
    message: '',
    language: 'en',
    tokenHash: hashInviteToken(EXAMPLE_INVITATION_TOKEN),
    expiresAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString(),
    lastSentAt: '2020-01-01T00:00:00.000Z',
    sentCount: 1,
    ...fields,
  };
  await tableClient(stack).put({
    ...inviteKeys.item(orgId, invite.id),
    ...inviteKeys.indexes(invite),
    entity: INVITE_ENTITY,
    ...invite,
  });
  return { inviteId: invite.id, invite };
}

const fixtureInviteId = async (context: ExampleContext) => ({ inviteId: (await fixtureInvite(context)).inviteId });

/** The link token of the preview example's invitation (its own: no other example's invitation answers it). */
export const PREVIEW_INVITATION_TOKEN = 'example-preview-invitation-token-0123456789';
const PREVIEW_INVITATION_ID = 'example-preview-invitation';

/**
 * The invitation the preview example opens, with its token's lookup. Its id and token are fixed (the
 * body is static), so files writing it at the same time write the same invitation under their own
 * fixture organization, and the lookup leads to one that answers whichever write came last.
 */
async function previewInvitation(context: ExampleContext) {
  const tokenHash = hashInviteToken(PREVIEW_INVITATION_TOKEN);
  const { invite } = await fixtureInvite(context, { id: PREVIEW_INVITATION_ID, tokenHash });
  await tableClient(context.stack).put(inviteTokenLookupItem(invite, tokenHash, invite.expiresAt));
  return { invitationId: invite.id };
}

/** A pending invitation to the calling user, from the outsider's organization, with the known token. */
async function invitationToCaller(context: ExampleContext): Promise<{ invitationId: string; orgId: string }> {
  if (!context.token) return { invitationId: 'no-invitation', orgId: '' };
  const { stack } = context;
  const profile = await apiClient(stack)('GET', '/api/profile', { token: context.token });
  const email = (profile.body.user as { email: string }).email;
  // A new organization each time: the caller may have joined or been invited by the previous one.
  const { accounts } = await organizationFixture(stack);
  const orgId = await createOrganizationAs(stack, accounts.outsider.token, 'Farmacia Invitante');
  const invitationId = await inviteThroughApi(stack, { token: accounts.outsider.token, orgId, email });
  await patchInvite(stack, orgId, invitationId, { tokenHash: hashInviteToken(EXAMPLE_INVITATION_TOKEN) });
  return { invitationId, orgId };
}

const placeholder = { inviteId: 'example-invite' };
const tokenBody = { token: EXAMPLE_INVITATION_TOKEN };

export const inviteExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listOrganizationInvites: () => ({ organization: true, query: { status: 'PENDING' } }),
  createOrganizationInvite: () => ({
    organization: true,
    // No note: the fixture's organization is not verified, and only a verified one's invitations carry one (issue 39).
    body: { email: uniqueEmail('invitee'), role: 'manager', message: '', language: 'es' },
  }),
  cancelOrganizationInvite: () => ({ organization: true, params: placeholder, setup: fixtureInviteId }),
  resendOrganizationInvite: () => ({ organization: true, params: placeholder, setup: fixtureInviteId }),
  listMyInvitations: () => ({}),
  acceptInvitation: () => ({
    params: { invitationId: 'no-invitation' },
    body: tokenBody,
    setup: async (context) => ({ invitationId: (await invitationToCaller(context)).invitationId }),
  }),
  rejectInvitation: () => ({
    params: { invitationId: 'no-invitation' },
    body: tokenBody,
    setup: async (context) => ({ invitationId: (await invitationToCaller(context)).invitationId }),
  }),
  getInvitationPreview: () => ({
    params: { invitationId: 'no-invitation' },
    body: { token: PREVIEW_INVITATION_TOKEN },
    setup: previewInvitation,
  }),
  dismissInvitation: () => ({
    params: { invitationId: 'no-invitation' },
    body: tokenBody,
    // Declined first (an invitation is dismissed once answered).
    setup: async (context) => {
      const { invitationId } = await invitationToCaller(context);
      if (context.token) {
        const declined = await apiClient(context.stack)('POST', `/api/invitations/${invitationId}/reject`, {
          token: context.token,
          body: tokenBody,
        });
        if (declined.status !== 200) throw new Error(`decline: ${declined.status} ${declined.text}`);
      }
      return { invitationId };
    },
  }),
};

const signedIn: Record<Caller, Expectation> = { anonymous: 'deny', user: 'allow', admin: 'allow' };

export const inviteExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & Partial<typeof orgAdminRoute>>> =
  {
    listOrganizationInvites: orgAdminRoute,
    createOrganizationInvite: orgAdminRoute,
    cancelOrganizationInvite: orgAdminRoute,
    resendOrganizationInvite: orgAdminRoute,
    listMyInvitations: signedIn,
    acceptInvitation: signedIn,
    rejectInvitation: signedIn,
    dismissInvitation: signedIn,
    getInvitationPreview: { anonymous: 'allow', user: 'allow', admin: 'allow' },
  };
