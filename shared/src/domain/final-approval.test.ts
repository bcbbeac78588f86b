import { describe, expect, it } from 'vitest';
import { BOOKRX_APPROVAL_DOCUMENT_TYPES } from './constants';
import { isEligibleForBookrxApproval, missingForBookrxApproval } from './final-approval';

const three = ['pharmacist_license', 'college_license', 'pharmacy_certification'];

describe('admin final approval of a user for BookRx (portal-and-admin §4, §5)', () => {
  it.each<{
    rule: string;
    verified: boolean;
    verificationStatus: string;
    approved: ReadonlySet<string> | readonly string[];
    eligible: boolean;
  }>([
    {
      rule: 'listed: not verified, PENDING, and the three documents all verified',
      verified: false,
      verificationStatus: 'PENDING',
      approved: three,
      eligible: true,
    },
    {
      rule: 'listed: the approved types may come as a set',
      verified: false,
      verificationStatus: 'PENDING',
      approved: new Set(three),
      eligible: true,
    },
    {
      rule: 'listed: the driver licence is not among the three',
      verified: false,
      verificationStatus: 'PENDING',
      approved: [...three, 'driver_license'],
      eligible: true,
    },
    {
      rule: 'not listed: already verified',
      verified: true,
      verificationStatus: 'PENDING',
      approved: three,
      eligible: false,
    },
    {
      rule: 'not listed: verificationStatus is VERIFIED, not PENDING',
      verified: false,
      verificationStatus: 'VERIFIED',
      approved: three,
      eligible: false,
    },
    {
      rule: 'not listed: verificationStatus is NOT_SUBMITTED, not PENDING',
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      approved: three,
      eligible: false,
    },
    {
      rule: 'not listed: pharmacist_license not verified',
      verified: false,
      verificationStatus: 'PENDING',
      approved: three.slice(1),
      eligible: false,
    },
    {
      rule: 'not listed: college_license not verified',
      verified: false,
      verificationStatus: 'PENDING',
      approved: ['pharmacist_license', 'pharmacy_certification'],
      eligible: false,
    },
    {
      rule: 'not listed: pharmacy_certification not verified',
      verified: false,
      verificationStatus: 'PENDING',
      approved: three.slice(0, 2),
      eligible: false,
    },
    {
      rule: 'not listed: an organization licence does not stand in for them',
      verified: false,
      verificationStatus: 'PENDING',
      approved: ['pharmacy_license', 'driver_license'],
      eligible: false,
    },
    {
      rule: 'not listed: nothing verified',
      verified: false,
      verificationStatus: 'PENDING',
      approved: [],
      eligible: false,
    },
  ])('$rule', ({ verified, verificationStatus, approved, eligible }) => {
    expect(isEligibleForBookrxApproval({ verified, verificationStatus, approvedDocumentTypes: approved })).toBe(
      eligible,
    );
  });

  it.each<{ rule: string; approved: ReadonlySet<string> | readonly string[]; missing: string[] }>([
    { rule: '"a user needs the three verified documents": none missing', approved: three, missing: [] },
    { rule: 'all three missing, in the spec order', approved: [], missing: three },
    {
      rule: 'missing ones in the spec order whatever order the approvals come in',
      approved: new Set(['pharmacy_certification', 'driver_license']),
      missing: ['pharmacist_license', 'college_license'],
    },
    {
      rule: 'the driver licence is never reported missing',
      approved: ['college_license'],
      missing: ['pharmacist_license', 'pharmacy_certification'],
    },
  ])('$rule', ({ approved, missing }) => {
    expect(missingForBookrxApproval(approved)).toEqual(missing);
  });

  it('checks exactly the spec’s three licences', () => {
    expect([...BOOKRX_APPROVAL_DOCUMENT_TYPES]).toEqual(three);
  });
});
