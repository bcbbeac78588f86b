/**
 * Issue 25's abuse limits on invitations: only a proven e-mail invites; an unverified organization
 * holds at most 5 pending invitations; an organization sends at most 50 and a person at most 20
 * invitations per UTC day (429 with Retry-After); the note is at most 500 characters and never in the
 * subject; an owner or admin who is removed or demoted loses the invitations they sent that are pending.
 * Issue 39: only a verified organization's invitation carries a note (quoted, attributed, links broken);
 * a resend is a sending like the first (proven resender, daily limits, at most 3 sendings in all); an
 * address on the suppression list is refused, and an invitation whose delivery bounced is undeliverable.
 *
 * The daily counters are seeded through the table for the day of the request and the day after, so a
 * run that crosses midnight (UTC) gets the same answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteLimitKeys } from '../../functions/src/data/keys';
import { newAccount, type TestAccount } from '../support/accounts';
import { drainStack } from '../support/drain';
import { proveEmailOf } from '../support/email-code';
import { simulatorAddress, suppressedAddress } from '../support/email-suppression';
import { patchInvite } from '../support/invite-examples';
import { type ApiResponse, mailsTo, uniqueEmail, waitForMail } from '../support/local-clients';
import { addMember, createOrganizationAs, setOrganizationFlags } from '../support/organization-fixture';
import { sharedStack } from '../support/shared-stack';

const { stack, api, table } = sharedStack();

interface InviteRecord {
  id: string;
  email: string;
  status: string;
  invitedAt: string;
  sentCount: number;
  undeliverable: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

const invite = (token: string, orgId: string, body: Record<string, unknown>) =>
  api('POST', `/api/orgs/${orgId}/invites`, { token, headers: { 'x-active-org-id': orgId }, body });

const inviteSomeone = (token: string, orgId: string, label = 'limits-invitee') =>
  invite(token, orgId, { email: uniqueEmail(label), role: 'member', language: 'en' });

async function invitesOf(token: string, orgId: string): Promise<InviteRecord[]> {
  const response = await api('GET', `/api/orgs/${orgId}/invites`, { token, headers: { 'x-active-org-id': orgId } });
  expect(response.status, response.text).toBe(200);
  return response.body.invites as InviteRecord[];
}

/** A new proven owner and their organization (unverified unless asked). */
async function ownerWithOrganization(label: string, verified = false) {
  const owner = await newAccount(stack, label);
  await proveEmailOf(stack, owner.userId);
  const orgId = await createOrganizationAs(stack, owner.token, `Farmacia ${label}`);
  if (verified) await setOrganizationFlags(stack, orgId, { verified: true });
  return { owner, orgId };
}

/** Sets a day counter to `invites` for the given days (the table's item, as the API would leave it). */
async function seedCounter(key: (day: string) => { PK: string; SK: string }, invites: number, days: string[]) {
  for (const day of days) {
    await table.put({
      ...key(day),
      entity: 'InviteDayCounter',
      invites,
      expiresAt: Math.floor(Date.now() / 1000) + 3 * 86_400,
    });
  }
}

const counterOf = async (key: { PK: string; SK: string }) => (await table.get(key))?.invites;

/** The same call as `invite`, read with its headers (Retry-After). */
async function inviteWithHeaders(token: string, orgId: string) {
  const response = await fetch(`${stack.urls.api}/api/orgs/${orgId}/invites`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-active-org-id': orgId, 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('limited'), role: 'member', language: 'en' }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('who may invite', () => {
  it('an owner whose e-mail is not proven is refused (403) and nothing is written; once proven, the invite goes out', async () => {
    const owner = await newAccount(stack, 'unproven-inviter');
    const orgId = await createOrganizationAs(stack, owner.token, 'Farmacia Sin Prueba');
    const refused = await inviteSomeone(owner.token, orgId);
    expect(refused).toMatchObject({ status: 403, body: { code: 'INVITER_EMAIL_NOT_VERIFIED' } });
    expect(await invitesOf(owner.token, orgId)).toEqual([]);
    expect(await counterOf(inviteLimitKeys.inviterDay(owner.userId, dayOf(Date.now())))).toBeUndefined();

    await proveEmailOf(stack, owner.userId);
    const sent = await inviteSomeone(owner.token, orgId);
    expect(sent.status, sent.text).toBe(201);
  });
});

describe('the note', () => {
  let owner: TestAccount;
  let orgId: string;
  beforeAll(async () => {
    ({ owner, orgId } = await ownerWithOrganization('note-owner', true));
  });

  it('is at most 500 characters: 501 is a 400 naming the field, and nothing is sent', async () => {
    const email = uniqueEmail('long-note');
    const refused = await invite(owner.token, orgId, { email, message: 'n'.repeat(501) });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', field: 'message' } });
    expect(String(refused.body.error)).toContain('500');
    expect((await invitesOf(owner.token, orgId)).map((record) => record.email)).not.toContain(email);
  });

  it('of 500 characters is sent in the body, quoted and attributed, and never in the subject', async () => {
    const email = uniqueEmail('full-note');
    const marker = 'NOTEMARKER';
    const message = `${marker} ${'x'.repeat(500 - marker.length - 1)}`;
    expect(message).toHaveLength(500);
    const sent = await invite(owner.token, orgId, { email, message, language: 'en' });
    expect(sent.status, sent.text).toBe(201);
    const mail = await waitForMail(stack, email, (m) => m.subject.includes('Lunia'));
    expect(mail.subject).toBe('You have been invited to an organization on Lunia');
    expect(mail.body.text).toContain(
      '“Lucía Rivera”, a Lunia user, invited you to join the organization “Farmacia note-owner”',
    );
    expect(mail.body.text).toContain(`Message from “Lucía Rivera” — not written by Lunia:\n\n“${message}”`);
  });

  it('shows an address in it as plain text no mail client links', async () => {
    const email = uniqueEmail('link-note');
    const message = 'Verifique su cuenta en https://lunia-soporte.example/login o www.lunia-soporte.example';
    const sent = await invite(owner.token, orgId, { email, message, language: 'es' });
    expect(sent.status, sent.text).toBe(201);
    const mail = await waitForMail(stack, email, (m) => m.subject.includes('Lunia'));
    expect(mail.subject).toBe('Le invitaron a una organización en Lunia');
    const text = mail.body.text ?? '';
    expect(text).toContain(
      '«Verifique su cuenta en https[:]//lunia-soporte[.]example/login o www[.]lunia-soporte[.]example»',
    );
    // The only address left whole is Lunia's own invitation link.
    expect(text.match(/https?:\/\//g)).toHaveLength(1);
    expect(text).toMatch(/https?:\/\/\S+\/dashboard#invitation=/);
  });

  it('only from a verified organization: an unverified one is refused (403, field message) and nothing is written', async () => {
    const { owner: unverifiedOwner, orgId: unverified } = await ownerWithOrganization('note-unverified');
    const email = uniqueEmail('note-unverified-invitee');
    const refused = await invite(unverifiedOwner.token, unverified, { email, message: 'Bienvenida' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'INVITE_NOTE_NOT_ALLOWED', field: 'message' } });
    expect(await invitesOf(unverifiedOwner.token, unverified)).toEqual([]);
    expect(await counterOf(inviteLimitKeys.inviterDay(unverifiedOwner.userId, dayOf(Date.now())))).toBeUndefined();
    // Without the note the same invitation goes out.
    const sent = await invite(unverifiedOwner.token, unverified, { email, message: '' });
    expect(sent.status, sent.text).toBe(201);
  });
});

describe('pending invitations of an unverified organization', () => {
  it('at most 5: the 6th is refused (409) until one is cancelled; a verified organization may hold more', async () => {
    const { owner, orgId } = await ownerWithOrganization('pending-owner');
    for (let i = 0; i < 5; i++) {
      const sent = await inviteSomeone(owner.token, orgId, `pending-${i}`);
      expect(sent.status, sent.text).toBe(201);
    }
    const sixth = await inviteSomeone(owner.token, orgId);
    expect(sixth).toMatchObject({ status: 409, body: { code: 'INVITE_PENDING_LIMIT' } });
    expect(await invitesOf(owner.token, orgId)).toHaveLength(5);

    const [first] = await invitesOf(owner.token, orgId);
    const cancelled = await api('DELETE', `/api/orgs/${orgId}/invites/${first?.id}`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await inviteSomeone(owner.token, orgId)).status).toBe(201);
    expect((await inviteSomeone(owner.token, orgId)).body).toMatchObject({ code: 'INVITE_PENDING_LIMIT' });

    await setOrganizationFlags(stack, orgId, { verified: true });
    const beyond = await inviteSomeone(owner.token, orgId);
    expect(beyond.status, beyond.text).toBe(201);
    expect((await invitesOf(owner.token, orgId)).filter((record) => record.status === 'PENDING')).toHaveLength(6);
  });
});

describe('invitations per day', () => {
  it('each invite moves its organization and inviter day counters by one, with a TTL', async () => {
    const { owner, orgId } = await ownerWithOrganization('count-owner', true);
    const sent = await inviteSomeone(owner.token, orgId);
    expect(sent.status, sent.text).toBe(201);
    const day = (sent.body.invite as InviteRecord).invitedAt.slice(0, 10);
    const orgCounter = await table.get(inviteLimitKeys.organizationDay(orgId, day));
    const inviterCounter = await table.get(inviteLimitKeys.inviterDay(owner.userId, day));
    expect(orgCounter).toMatchObject({ invites: 1, expiresAt: expect.any(Number) });
    expect(inviterCounter).toMatchObject({ invites: 1, expiresAt: expect.any(Number) });
    // Kept until a day after its day ends, then removed by the table's TTL.
    expect(orgCounter?.expiresAt).toBe(Date.parse(`${day}T00:00:00.000Z`) / 1000 + 2 * 86_400);
  });

  it('a person sends 20 a day: at 19 one more goes out, at 20 the next is a 429 with Retry-After', async () => {
    const { owner, orgId } = await ownerWithOrganization('daily-inviter', true);
    const now = Date.now();
    await seedCounter((day) => inviteLimitKeys.inviterDay(owner.userId, day), 19, [dayOf(now), dayOf(now + DAY_MS)]);
    const twentieth = await inviteSomeone(owner.token, orgId);
    expect(twentieth.status, twentieth.text).toBe(201);
    const day = (twentieth.body.invite as InviteRecord).invitedAt.slice(0, 10);
    expect(await counterOf(inviteLimitKeys.inviterDay(owner.userId, day))).toBe(20);
    // Whichever of the two days the next request falls on holds 20.
    await seedCounter((d) => inviteLimitKeys.inviterDay(owner.userId, d), 20, [
      dayOf(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS),
    ]);

    const refused = await inviteWithHeaders(owner.token, orgId);
    expect(refused).toMatchObject({ status: 429, body: { code: 'INVITE_DAILY_LIMIT_INVITER' } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(86_400);
    // Nothing written: no invite, and neither counter moved.
    expect(await invitesOf(owner.token, orgId)).toHaveLength(1);
    expect(await counterOf(inviteLimitKeys.inviterDay(owner.userId, day))).toBe(20);
    expect(await counterOf(inviteLimitKeys.organizationDay(orgId, day))).toBe(1);
  });

  it('an organization sends 50 a day, whoever invites: another admin is refused with its own code', async () => {
    const { owner, orgId } = await ownerWithOrganization('daily-org', true);
    const admin = await newAccount(stack, 'daily-org-admin');
    await proveEmailOf(stack, admin.userId);
    await addMember(stack, orgId, admin.userId, 'admin');
    const now = Date.now();
    const days = [dayOf(now), dayOf(now + DAY_MS)];
    await seedCounter((day) => inviteLimitKeys.organizationDay(orgId, day), 50, days);

    const refused = await inviteWithHeaders(admin.token, orgId);
    expect(refused).toMatchObject({ status: 429, body: { code: 'INVITE_DAILY_LIMIT_ORGANIZATION' } });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(86_400);
    expect((await inviteSomeone(owner.token, orgId)).body).toMatchObject({ code: 'INVITE_DAILY_LIMIT_ORGANIZATION' });
    expect(await invitesOf(owner.token, orgId)).toEqual([]);
    for (const day of days) {
      expect(await counterOf(inviteLimitKeys.organizationDay(orgId, day))).toBe(50);
      expect(await counterOf(inviteLimitKeys.inviterDay(admin.userId, day))).toBeUndefined();
    }
  });
});

describe('losing the right to invite', () => {
  const setRole = (token: string, orgId: string, userId: string, role: string) =>
    api('PUT', `/api/orgs/${orgId}/members/${userId}`, {
      token,
      headers: { 'x-active-org-id': orgId },
      body: { role },
    });
  const remove = (token: string, orgId: string, userId: string) =>
    api('DELETE', `/api/orgs/${orgId}/members/${userId}`, { token, headers: { 'x-active-org-id': orgId } });
  const statusById = async (token: string, orgId: string) =>
    new Map((await invitesOf(token, orgId)).map((record) => [record.id, record.status]));
  const idOf = (response: ApiResponse) => {
    expect(response.status, response.text).toBe(201);
    return (response.body.invite as InviteRecord).id;
  };

  it("an admin made a member loses their pending invitations; the owner's stay, and the address can be invited again", async () => {
    const { owner, orgId } = await ownerWithOrganization('demote-owner', true);
    const admin = await newAccount(stack, 'demoted-admin');
    await proveEmailOf(stack, admin.userId);
    await addMember(stack, orgId, admin.userId, 'admin');
    const address = uniqueEmail('demoted-invitee');
    const adminInvites = [
      idOf(await invite(admin.token, orgId, { email: address })),
      idOf(await inviteSomeone(admin.token, orgId)),
    ];
    const ownerInvite = idOf(await inviteSomeone(owner.token, orgId));

    const changed = await setRole(owner.token, orgId, admin.userId, 'member');
    expect(changed.status, changed.text).toBe(200);
    const statuses = await statusById(owner.token, orgId);
    expect(adminInvites.map((id) => statuses.get(id))).toEqual(['CANCELLED', 'CANCELLED']);
    expect(statuses.get(ownerInvite)).toBe('PENDING');
    // The address's pending claim was released with the invite.
    expect((await invite(owner.token, orgId, { email: address })).status).toBe(201);
  });

  it('an admin made a manager, or removed, loses theirs too; an admin made an owner keeps them', async () => {
    const { owner, orgId } = await ownerWithOrganization('remove-owner', true);
    const people = await Promise.all(
      ['to-manager', 'to-owner', 'removed-admin'].map((label) => newAccount(stack, label)),
    );
    for (const person of people) {
      await proveEmailOf(stack, person.userId);
      await addMember(stack, orgId, person.userId, 'admin');
    }
    const [managerInvite, ownerInvite, removedInvite] = [
      idOf(await inviteSomeone(people[0]?.token ?? '', orgId)),
      idOf(await inviteSomeone(people[1]?.token ?? '', orgId)),
      idOf(await inviteSomeone(people[2]?.token ?? '', orgId)),
    ];
    expect((await setRole(owner.token, orgId, people[0]?.userId ?? '', 'manager')).status).toBe(200);
    expect((await setRole(owner.token, orgId, people[1]?.userId ?? '', 'owner')).status).toBe(200);
    expect((await remove(owner.token, orgId, people[2]?.userId ?? '')).status).toBe(200);
    const statuses = await statusById(owner.token, orgId);
    expect([statuses.get(managerInvite), statuses.get(ownerInvite), statuses.get(removedInvite)]).toEqual([
      'CANCELLED',
      'PENDING',
      'CANCELLED',
    ]);
  });
});

describe('resending (issue 39)', () => {
  const resend = (token: string, orgId: string, inviteId: string) =>
    api('POST', `/api/orgs/${orgId}/invites/${inviteId}/resend`, { token, headers: { 'x-active-org-id': orgId } });
  /** The invite's last sending moved back past the cooldown, as if a minute had gone by. */
  const pastCooldown = (orgId: string, inviteId: string) =>
    patchInvite(stack, orgId, inviteId, { lastSentAt: new Date(Date.now() - 5 * 60_000).toISOString() });
  const sentInvite = async (token: string, orgId: string) => {
    const sent = await inviteSomeone(token, orgId, 'resend-invitee');
    expect(sent.status, sent.text).toBe(201);
    return sent.body.invite as InviteRecord;
  };

  it('counts on both day counters, and an invitation is sent at most 3 times in all (409)', async () => {
    const { owner, orgId } = await ownerWithOrganization('resend-owner', true);
    const created = await sentInvite(owner.token, orgId);
    const day = created.invitedAt.slice(0, 10);
    const counters = async () => [
      await counterOf(inviteLimitKeys.organizationDay(orgId, day)),
      await counterOf(inviteLimitKeys.inviterDay(owner.userId, day)),
    ];
    expect(await counters()).toEqual([1, 1]);

    await pastCooldown(orgId, created.id);
    const second = await resend(owner.token, orgId, created.id);
    expect(second.status, second.text).toBe(200);
    expect(second.body.invite).toMatchObject({ sentCount: 2 });
    await pastCooldown(orgId, created.id);
    const third = await resend(owner.token, orgId, created.id);
    expect(third.status, third.text).toBe(200);
    expect(third.body.invite).toMatchObject({ sentCount: 3 });
    // Sending on a day other than the invite's (a run across midnight) counts on that day instead.
    const resentDay = (third.body.invite as { lastSentAt: string }).lastSentAt.slice(0, 10);
    if (resentDay === day) expect(await counters()).toEqual([3, 3]);

    await pastCooldown(orgId, created.id);
    const fourth = await resend(owner.token, orgId, created.id);
    expect(fourth).toMatchObject({ status: 409, body: { code: 'INVITE_SEND_LIMIT' } });
    const [after] = await invitesOf(owner.token, orgId);
    expect(after).toMatchObject({ id: created.id, sentCount: 3 });
    if (resentDay === day) expect(await counters()).toEqual([3, 3]);
    await drainStack(stack);
    const mails = (await mailsTo(stack, created.email)).filter((m) => m.subject.includes('invited'));
    expect(mails).toHaveLength(3);
  });

  it("is refused by the resender's daily limit (429, Retry-After) and changes nothing", async () => {
    const { owner, orgId } = await ownerWithOrganization('resend-limited', true);
    const created = await sentInvite(owner.token, orgId);
    await pastCooldown(orgId, created.id);
    const now = Date.now();
    await seedCounter((d) => inviteLimitKeys.inviterDay(owner.userId, d), 20, [dayOf(now), dayOf(now + DAY_MS)]);
    const response = await fetch(`${stack.urls.api}/api/orgs/${orgId}/invites/${created.id}/resend`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'x-active-org-id': orgId },
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: 'INVITE_DAILY_LIMIT_INVITER' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const [after] = await invitesOf(owner.token, orgId);
    expect(after).toMatchObject({ id: created.id, sentCount: 1 });
  });

  it('is refused (403) to an admin whose own e-mail is not proven, though the owner who invited is', async () => {
    const { owner, orgId } = await ownerWithOrganization('resend-unproven', true);
    const admin = await newAccount(stack, 'resend-unproven-admin');
    await addMember(stack, orgId, admin.userId, 'admin');
    const created = await sentInvite(owner.token, orgId);
    await pastCooldown(orgId, created.id);
    const refused = await resend(admin.token, orgId, created.id);
    expect(refused).toMatchObject({ status: 403, body: { code: 'INVITER_EMAIL_NOT_VERIFIED' } });
    const [after] = await invitesOf(owner.token, orgId);
    expect(after).toMatchObject({ sentCount: 1 });
  });
});

describe('undeliverable addresses (issue 39)', () => {
  it('an address on the suppression list is refused (409, field email) and nothing is written', async () => {
    const { owner, orgId } = await ownerWithOrganization('suppressed-owner', true);
    const email = await suppressedAddress(stack, 'invite-suppressed');
    const refused = await invite(owner.token, orgId, { email, role: 'member' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'EMAIL_UNDELIVERABLE', field: 'email' } });
    expect(await invitesOf(owner.token, orgId)).toEqual([]);
    expect(await counterOf(inviteLimitKeys.organizationDay(orgId, dayOf(Date.now())))).toBeUndefined();
  });

  it('an invitation whose delivery bounced shows as undeliverable, and is not resent', async () => {
    const { owner, orgId } = await ownerWithOrganization('bounce-owner', true);
    const email = simulatorAddress('bounce', 'invite');
    const sent = await invite(owner.token, orgId, { email, role: 'member' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.invite).toMatchObject({ status: 'PENDING', undeliverable: false });
    // The mail worker sends, the SES stand-in publishes the hard bounce, the handler records it.
    await drainStack(stack);
    const [bounced] = await invitesOf(owner.token, orgId);
    expect(bounced).toMatchObject({ email, status: 'PENDING', undeliverable: true });

    await patchInvite(stack, orgId, bounced?.id ?? '', { lastSentAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    const resent = await api('POST', `/api/orgs/${orgId}/invites/${bounced?.id}/resend`, {
      token: owner.token,
      headers: { 'x-active-org-id': orgId },
    });
    expect(resent).toMatchObject({ status: 409, body: { code: 'EMAIL_UNDELIVERABLE', field: 'email' } });
  });
});
