/** PUT /api/bookrx/profile (portal-and-admin §7 "BookRx profile GET and PUT"): bio and preferred regions. */
import { describe, expect, inject, it } from 'vitest';
import { newAccount } from '../support/accounts';
import { accessTokenFor, apiClient, DEMO } from '../support/local-clients';

const stack = inject('stack');
const api = apiClient(stack);

describe('the BookRx profile a pharmacist writes', () => {
  it('starts empty, saves bio and regions, keeps a field left out, and each read shows only the caller’s', async () => {
    const [ana, luis] = await Promise.all([newAccount(stack, 'bookrx-bio-ana'), newAccount(stack, 'bookrx-bio-luis')]);
    const empty = await api('GET', '/api/bookrx/profile', { token: ana.token });
    expect(empty.body.profile).toMatchObject({ bio: '', preferredRegions: [], isApproved: false });

    const saved = await api('PUT', '/api/bookrx/profile', {
      token: ana.token,
      body: { bio: '  Community pharmacist, bilingual.  ', preferredRegions: ['metro', 'east'] },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { profile: { bio: 'Community pharmacist, bilingual.', preferredRegions: ['metro', 'east'] } },
    });
    // Only the regions: the bio stays.
    const regions = await api('PUT', '/api/bookrx/profile', { token: ana.token, body: { preferredRegions: ['west'] } });
    expect(regions.body.profile).toMatchObject({ bio: 'Community pharmacist, bilingual.', preferredRegions: ['west'] });
    expect((await api('GET', '/api/bookrx/profile', { token: ana.token })).body.profile).toMatchObject({
      bio: 'Community pharmacist, bilingual.',
      preferredRegions: ['west'],
    });
    expect((await api('GET', '/api/bookrx/profile', { token: luis.token })).body.profile).toMatchObject({
      bio: '',
      preferredRegions: [],
    });

    // Each real change is audited once; a save that changes nothing is not.
    await api('PUT', '/api/bookrx/profile', { token: ana.token, body: { preferredRegions: ['west'] } });
    const adminToken = await accessTokenFor(stack, DEMO.admin);
    const detail = await api('GET', `/api/admin/users/${ana.userId}`, { token: adminToken });
    const updates = (detail.body.timeline as { action: string }[]).filter((e) => e.action === 'bookrx_profile_updated');
    expect(updates).toHaveLength(2);
  });

  it.each([
    ['a bio of 2001 characters', { bio: 'x'.repeat(2001) }, 'Bio must be at most 2000 characters'],
    ['an unknown region', { preferredRegions: ['atlantis'] }, 'Unknown region'],
    ['a region twice', { preferredRegions: ['metro', 'metro'] }, 'Each region may be listed once'],
    ['regions not as a list', { preferredRegions: 'metro' }, 'Preferred regions must be a list'],
  ])('refuses %s with a clear message and changes nothing', async (_case, body, message) => {
    const account = await newAccount(stack, 'bookrx-bio-bad');
    await api('PUT', '/api/bookrx/profile', { token: account.token, body: { bio: 'Kept.' } });
    const refused = await api('PUT', '/api/bookrx/profile', { token: account.token, body });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect((await api('GET', '/api/bookrx/profile', { token: account.token })).body.profile).toMatchObject({
      bio: 'Kept.',
      preferredRegions: [],
    });
  });
});
