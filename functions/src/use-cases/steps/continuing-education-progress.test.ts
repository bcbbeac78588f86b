import { CE_REQUIRED_HOURS, ceCycleOf } from '@lunia/shared/domain/continuing-education';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCredentialRules, NO_CREDENTIAL_RULES } from '../../data/credential-rules';
import { type DocumentEntity, listOwnerDocuments } from '../../data/documents';
import { continuingEducationOf } from './continuing-education-progress';

vi.mock('../../data/continuing-education', () => ({
  listActivities: vi.fn(async () => [
    { id: 'a1', title: 'Law', provider: 'Colegio', hours: 10, completedOn: '2026-01-10', createdAt: '' },
  ]),
}));
vi.mock('../../data/documents', () => ({ listOwnerDocuments: vi.fn(async () => []) }));
vi.mock('../../data/credential-rules', async (original) => ({
  ...(await original<typeof import('../../data/credential-rules')>()),
  getCredentialRules: vi.fn(),
}));

const cycle = ceCycleOf('2027-06-30');

describe('the continuing-education progress', () => {
  beforeEach(() => vi.mocked(getCredentialRules).mockReset());

  it("requires the catalogue's hours while no super admin changed them", async () => {
    vi.mocked(getCredentialRules).mockResolvedValue(NO_CREDENTIAL_RULES);
    const { progress } = await continuingEducationOf('user-1', { cycle });
    expect(progress).toMatchObject({ requiredHours: CE_REQUIRED_HOURS, completedHours: 10 });
  });

  it("requires the hours of the pharmacist licence's rule in force", async () => {
    vi.mocked(getCredentialRules).mockResolvedValue({
      ...NO_CREDENTIAL_RULES,
      overrides: { pharmacist_license: { cycleMonths: 36, graceStages: [], ceHours: 48 } },
      version: 3,
    });
    const { progress } = await continuingEducationOf('user-1', { cycle });
    expect(progress).toMatchObject({ requiredHours: 48, completedHours: 10, cycleEndsOn: '2027-06-30' });
    expect(getCredentialRules).toHaveBeenCalledTimes(1);
  });

  it("spans the pharmacist licence's cycle in force, back from its expiry date", async () => {
    const licence = {
      type: 'pharmacist_license',
      status: 'approved',
      expiresOn: '2027-06-30',
      createdAt: '2025-01-01',
    };
    vi.mocked(listOwnerDocuments).mockResolvedValue([licence as DocumentEntity]);
    vi.mocked(getCredentialRules).mockResolvedValue(NO_CREDENTIAL_RULES);
    expect((await continuingEducationOf('user-1')).progress).toMatchObject({
      cycleStartsOn: '2024-07-01',
      cycleEndsOn: '2027-06-30',
    });
    vi.mocked(getCredentialRules).mockResolvedValue({
      ...NO_CREDENTIAL_RULES,
      overrides: { pharmacist_license: { cycleMonths: 24, graceStages: [] } },
      version: 4,
    });
    const { progress, activities } = await continuingEducationOf('user-1');
    expect(progress).toMatchObject({ cycleStartsOn: '2025-07-01', cycleEndsOn: '2027-06-30', completedHours: 10 });
    expect(activities[0]?.inCycle).toBe(true);
  });
});
