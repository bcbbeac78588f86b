/**
 * Team invites (issue 10) through the API against the local emulators: the invitation e-mail (en/es)
 * carries a single-use link; only the account whose e-mail it was sent to, holding the link's current
 * token, can accept it, once, before it expires; an unproven e-mail sees no invitations but the one
 * whose link it opened; one pending invite per address; members cannot be invited; cancel and resend
 * (new link, new expiry, cooldown); invite ids are looked up under the caller's organization.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventKeys, inviteKeys, userKeys } from '../../functions/src/data/keys';
import { newAccount, registerConfirmed, signInWith, TEST_PASSWORD, type TestAccount } from '../support/accounts';
import { proveEmailOf } from '../support/email-code';
import { inviteThroughApi, patchInvite } from '../support/invite-examples';
import { type StoredMail, uniqueEmail, waitForMail } from '../support/local-clients';
import { addMember, createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

const inOrg = (token: string, orgId: string) => (method: string, path: string, body?: unknown) =>
  api(method, path, { token, headers: { 'x-active-org-id': orgId }, ...(body === undefined ? {} : { body }) });

interface InviteRecord {
  id: string;
  email: string;
  role: string;
  status: string;
  expired: boolean;
  expiresAt: string;
  sentCount: number;
}
interface Invitation {
  id: string;
  orgId: string;
  orgName: string;
  role: string;
  status: string;
  linked: boolean;
  expired: boolean;
}

/** The link of an invitation e-mail: its invitation id and token. */
function linkOf(mail: StoredMail): { invitationId: string; token: string; url: string } {
  const text = mail.body.text ?? '';
  const match = /(https?:\/\/\S+\/dashboard#invitation=([^&\s]+)&token=([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no invitation link in: ${text}`);
  return { url: match[1], invitationId: decodeURIComponent(match[2]), token: match[3] };
}

async function invitationMail(email: string) {
  return waitForMail(stack, email, (mail) => mail.subject.includes('Lunia'));
}

const myInvitations = async (token: string, link?: { invitationId: string; token: string }) => {
  const query = link ? `?${new URLSearchParams({ invitation: link.invitationId, token: link.token })}` : '';
  const response = await api('GET', `/api/invitations${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return response.body as { invitations: Invitation[]; emailVerified: boolean };
};

const myOrganizationIds = async (token: string) => {
  const response = await api('GET', '/api/organizations', { token });
  return (response.body.organizations as { id: string }[]).map((org) => org.id);
};

let owner: TestAccount;
let orgAdmin: TestAccount;
let orgId: string;
let otherOrgId: string;

beforeAll(async () => {
  [owner, orgAdmin] = await Promise.all([newAccount(stack, 'inv-owner'), newAccount(stack, 'inv-admin')]);
  orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Invita');
  otherOrgId = await createOrganizationAs(stack, orgAdmin.token, 'Farmacia Otra');
  await addMember(stack, orgId, orgAdmin.userId, 'admin');
  // Only a verified organization's invitations carry a note (issue 39; the refusal is in invite-limits.test.ts).
  await setOrganizationFlags(stack, orgId, { verified: true });
  // Only a proven e-mail may invite (issue 25; refusals are in invite-limits.test.ts).
  await Promise.all([proveEmailOf(stack, owner.userId), proveEmailOf(stack, orgAdmin.userId)]);
});

describe('inviting', () => {
  it('sends the invitation e-mail in the chosen language with a 7-day link, and lists the invite', async () => {
    const email = uniqueEmail('invitee-es');
    const created = await inOrg(owner.token, orgId)('POST', `/api/orgs/${orgId}/invites`, {
      email: email.toUpperCase(),
      role: 'manager',
      message: 'Bienvenida al equipo',
      language: 'es',
    });
    expect(created.status, created.text).toBe(201);
    const invite = created.body.invite as InviteRecord;
    expect(invite).toMatchObject({ email, role: 'manager', status: 'PENDING', expired: false, sentCount: 1 });
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await invitationMail(email);
    // Nothing typed in the subject; the names and the note quoted and attributed in the body (issue 39).
    expect(mail.subject).toBe('Le invitaron a una organización en Lunia');
    expect(mail.body.text).toContain(
      '«Lucía Rivera», usuario de Lunia, le invitó a unirse a la organización «Farmacia Invita» en Lunia como Gerente.',
    );
    expect(mail.body.text).toContain('Mensaje de «Lucía Rivera» (no lo escribió Lunia):\n\n«Bienvenida al equipo»');
    expect(linkOf(mail).invitationId).toBe(invite.id);
    // Only the hash of the link's token is stored.
    const item = await table.get(inviteKeys.item(orgId, invite.id));
    expect(JSON.stringify(item)).not.toContain(linkOf(mail).token);
    expect(item?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await inOrg(orgAdmin.token, orgId)('GET', `/api/orgs/${orgId}/invites?status=PENDING`);
    expect(listed.status).toBe(200);
    expect((listed.body.invites as InviteRecord[]).map((i) => i.id)).toContain(invite.id);
    const audit = await table.queryPartition(auditEventKeys.targetPartition('ORG', orgId));
    expect(audit.map((event) => event.action)).toContain('invite_created');
  });

  it('refuses a second pending invite to the same address and inviting a member', async () => {
    const email = uniqueEmail('twice');
    await inviteThroughApi(stack, { token: owner.token, orgId, email });
    const again = await inOrg(orgAdmin.token, orgId)('POST', `/api/orgs/${orgId}/invites`, { email });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVITE_ALREADY_PENDING');

    const member = await inOrg(owner.token, orgId)('POST', `/api/orgs/${orgId}/invites`, { email: orgAdmin.email });
    expect(member.status).toBe(409);
    expect(member.body.code).toBe('ALREADY_MEMBER');
  });

  it('validates the form: e-mail required and well formed, role member/admin/manager', async () => {
    const call = inOrg(owner.token, orgId);
    const missing = await call('POST', `/api/orgs/${orgId}/invites`, { role: 'member' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Email is required');
    const owner_ = await call('POST', `/api/orgs/${orgId}/invites`, { email: uniqueEmail('x'), role: 'owner' });
    expect(owner_.status).toBe(400);
    expect(owner_.text).toContain('Role must be member, admin or manager');
  });
});

describe('answering', () => {
  it('lets the invitee register, see the linked invitation only, accept once and join with the role', async () => {
    const email = uniqueEmail('joiner');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email, role: 'admin' });
    const link = linkOf(await invitationMail(email));
    expect(link.invitationId).toBe(inviteId);
    const joiner = await newAccountWithEmail(email);

    // Registration does not prove the address: no invitation is matched by e-mail alone.
    expect(await myInvitations(joiner.token)).toEqual({ invitations: [], emailVerified: false });
    const linked = await myInvitations(joiner.token, link);
    expect(linked.invitations).toHaveLength(1);
    expect(linked.invitations[0]).toMatchObject({
      id: inviteId,
      orgName: 'Farmacia Invita',
      role: 'admin',
      linked: true,
    });

    // Accepting twice at once: one membership, one 409.
    const answers = await Promise.all(
      [1, 2].map(() =>
        api('POST', `/api/invitations/${inviteId}/accept`, { token: joiner.token, body: { token: link.token } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await myOrganizationIds(joiner.token)).toContain(orgId);
    const members = (await table.queryPartition(`ORG#${orgId}`)).filter((item) => item.entity === 'Membership');
    expect(members.filter((m) => m.userId === joiner.userId)).toHaveLength(1);
    expect(members.find((m) => m.userId === joiner.userId)?.role).toBe('admin');

    // The link proved the address; the link itself is spent.
    expect((await table.get(userKeys.profile(joiner.userId)))?.emailVerified).toBe(true);
    const again = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: joiner.token,
      body: { token: link.token },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVITE_NOT_PENDING');
    const after = await myInvitations(joiner.token);
    expect(after.invitations.find((i) => i.id === inviteId)?.status).toBe('ACCEPTED');
  });

  it('is only for the e-mail it was sent to, and only with the current link', async () => {
    const email = uniqueEmail('target');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email });
    const link = linkOf(await invitationMail(email));
    const stranger = await newAccount(stack, 'stranger');
    // Another account holding the link: the invitation is not theirs (looked up under their own e-mail).
    const stolen = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: stranger.token,
      body: { token: link.token },
    });
    expect(stolen.status).toBe(404);
    expect(await myOrganizationIds(stranger.token)).not.toContain(orgId);

    const target = await newAccountWithEmail(email);
    const wrong = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: target.token,
      body: { token: 'A'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVITATION_LINK_INVALID');
    // Without a proven e-mail and without the link, the invitation does not exist for them.
    const declineBlind = await api('POST', `/api/invitations/${inviteId}/reject`, { token: target.token, body: {} });
    expect(declineBlind.status).toBe(404);
    const declined = await api('POST', `/api/invitations/${inviteId}/reject`, {
      token: target.token,
      body: { token: link.token },
    });
    expect(declined.status, declined.text).toBe(200);
    const accept = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: target.token,
      body: { token: link.token },
    });
    expect(accept.status).toBe(409);
    // Answered: it can be dismissed from the list, and the address can be invited again.
    const dismissed = await api('POST', `/api/invitations/${inviteId}/dismiss`, {
      token: target.token,
      body: { token: link.token },
    });
    expect(dismissed.status, dismissed.text).toBe(200);
    const reinvite = await inOrg(owner.token, orgId)('POST', `/api/orgs/${orgId}/invites`, { email });
    expect(reinvite.status, reinvite.text).toBe(201);
  });

  it('refuses an expired invitation, which the organization can resend with a new link', async () => {
    const email = uniqueEmail('late');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email });
    const first = await invitationMail(email);
    const oldLink = linkOf(first);
    const late = await newAccountWithEmail(email);
    await patchInvite(stack, orgId, inviteId, {
      expiresAt: '2020-01-08T00:00:00.000Z',
      lastSentAt: '2020-01-01T00:00:00.000Z',
    });
    const expired = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: late.token,
      body: { token: oldLink.token },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('INVITATION_EXPIRED');
    const listed = await inOrg(owner.token, orgId)('GET', `/api/orgs/${orgId}/invites`);
    expect((listed.body.invites as InviteRecord[]).find((i) => i.id === inviteId)?.expired).toBe(true);

    const resent = await inOrg(orgAdmin.token, orgId)('POST', `/api/orgs/${orgId}/invites/${inviteId}/resend`);
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.invite).toMatchObject({ expired: false, sentCount: 2 });
    const tooSoon = await inOrg(orgAdmin.token, orgId)('POST', `/api/orgs/${orgId}/invites/${inviteId}/resend`);
    expect(tooSoon.status).toBe(429);
    const newLink = linkOf(await waitForMail(stack, email, (mail) => !(mail.body.text ?? '').includes(oldLink.token)));
    expect(newLink.token).not.toBe(oldLink.token);
    const stale = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: late.token,
      body: { token: oldLink.token },
    });
    expect(stale.status).toBe(403);
    const accepted = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: late.token,
      body: { token: newLink.token },
    });
    expect(accepted.status, accepted.text).toBe(200);
  });

  it('stops a cancelled invite from being accepted', async () => {
    const email = uniqueEmail('cancelled');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email });
    const link = linkOf(await invitationMail(email));
    const cancelled = await inOrg(owner.token, orgId)('DELETE', `/api/orgs/${orgId}/invites/${inviteId}`);
    expect(cancelled.status).toBe(200);
    const twice = await inOrg(owner.token, orgId)('DELETE', `/api/orgs/${orgId}/invites/${inviteId}`);
    expect(twice.status).toBe(409);
    const invitee = await newAccountWithEmail(email);
    const accept = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: invitee.token,
      body: { token: link.token },
    });
    expect(accept.status).toBe(409);
    expect(await myOrganizationIds(invitee.token)).not.toContain(orgId);
  });
});

describe('previewing an invitation link signed out (issue 25)', () => {
  it("shows the link's organization, address and role only while the link is current and pending", async () => {
    const email = uniqueEmail('preview');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email, role: 'manager' });
    const link = linkOf(await invitationMail(email));
    const preview = (id: string, token: string) =>
      api('POST', `/api/public/invitations/${encodeURIComponent(id)}/preview`, { body: { token } });
    const notFound = async (id: string, token: string) => {
      const response = await preview(id, token);
      expect({ status: response.status, code: response.body.code }, response.text).toEqual({
        status: 404,
        code: 'NOT_FOUND',
      });
    };

    const shown = await preview(inviteId, link.token);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.invitation).toMatchObject({ organizationName: 'Farmacia Invita', email, role: 'manager' });
    await notFound(inviteId, `${link.token.slice(0, -4)}AAAA`);
    await notFound('another-invitation', link.token);

    // A resend issues a new link: the old token no longer opens the preview, the new one does.
    await patchInvite(stack, orgId, inviteId, { lastSentAt: '2020-01-01T00:00:00.000Z' });
    const resent = await inOrg(owner.token, orgId)('POST', `/api/orgs/${orgId}/invites/${inviteId}/resend`);
    expect(resent.status, resent.text).toBe(200);
    const newLink = linkOf(await waitForMail(stack, email, (mail) => !(mail.body.text ?? '').includes(link.token)));
    // Issue 40: the holder of a link that can no longer be used is told why, and shown nothing of it.
    const closed = async (token: string, status: number, code: string) => {
      const response = await preview(inviteId, token);
      expect({ status: response.status, code: response.body.code }, response.text).toEqual({ status, code });
      expect(response.body).not.toHaveProperty('invitation');
    };
    // The resend removed the old token's lookup: the replaced link is the plain 404 (the page says to open the newest e-mail).
    await notFound(inviteId, link.token);
    expect((await preview(inviteId, newLink.token)).status).toBe(200);

    // Past its expiry, and once cancelled, the current token says which.
    const { expiresAt } = resent.body.invite as InviteRecord;
    await patchInvite(stack, orgId, inviteId, { expiresAt: '2020-01-08T00:00:00.000Z' });
    await closed(newLink.token, 410, 'INVITATION_EXPIRED');
    await patchInvite(stack, orgId, inviteId, { expiresAt });
    const cancelled = await inOrg(owner.token, orgId)('DELETE', `/api/orgs/${orgId}/invites/${inviteId}`);
    expect(cancelled.status).toBe(200);
    await closed(newLink.token, 410, 'INVITATION_CANCELLED');
    // Another invitation's id with this token is still the plain 404.
    await notFound('another-invitation', newLink.token);
  });

  it('says an accepted invitation was already used (issue 40)', async () => {
    const email = uniqueEmail('preview-used');
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email });
    const link = linkOf(await invitationMail(email));
    const joiner = await newAccountWithEmail(email);
    const accepted = await api('POST', `/api/invitations/${inviteId}/accept`, {
      token: joiner.token,
      body: { token: link.token },
    });
    expect(accepted.status, accepted.text).toBe(200);
    const used = await api('POST', `/api/public/invitations/${inviteId}/preview`, { body: { token: link.token } });
    expect({ status: used.status, code: used.body.code }, used.text).toEqual({ status: 410, code: 'INVITATION_USED' });
  });
});

describe('organization scoping', () => {
  it("answers 404 for another organization's invite id, whatever the header says", async () => {
    const inviteId = await inviteThroughApi(stack, { token: owner.token, orgId, email: uniqueEmail('scoped') });
    // orgAdmin owns otherOrgId: their own organization in path and header, organization A's invite id.
    const call = inOrg(orgAdmin.token, otherOrgId);
    const cancel = await call('DELETE', `/api/orgs/${otherOrgId}/invites/${inviteId}`);
    expect(cancel.status).toBe(404);
    const resend = await call('POST', `/api/orgs/${otherOrgId}/invites/${inviteId}/resend`);
    expect(resend.status).toBe(404);
    const item = await table.get(inviteKeys.item(orgId, inviteId));
    expect(item?.status).toBe('PENDING');
  });
});

/** Registers an account with a given e-mail (the invitee's address). */
async function newAccountWithEmail(email: string): Promise<TestAccount> {
  const userId = await registerConfirmed(stack, email);
  return { email, userId, token: await signInWith(stack, email, TEST_PASSWORD) };
}
