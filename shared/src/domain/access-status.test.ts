import { describe, expect, it } from 'vitest';
import {
  documentsForAccessStatus,
  type IndividualAccessStatus,
  individualAccessStatus,
  type OrganizationAccessStatus,
  organizationAccessStatus,
} from './access-status';
import type { Module } from './constants';

describe('individual access status (portal-and-admin §4)', () => {
  it.each<{ rule: string; verified: boolean; verificationStatus: string; expected: IndividualAccessStatus }>([
    {
      rule: 'active (verified true and verificationStatus VERIFIED)',
      verified: true,
      verificationStatus: 'VERIFIED',
      expected: 'active',
    },
    {
      rule: 'VERIFIED without verified true is not active: not_submitted otherwise',
      verified: false,
      verificationStatus: 'VERIFIED',
      expected: 'not_submitted',
    },
    {
      rule: 'pending_verification (verificationStatus PENDING)',
      verified: false,
      verificationStatus: 'PENDING',
      expected: 'pending_verification',
    },
    {
      rule: 'pending_verification (verificationStatus PENDING), whatever verified says',
      verified: true,
      verificationStatus: 'PENDING',
      expected: 'pending_verification',
    },
    {
      rule: 'not_submitted otherwise (NOT_SUBMITTED)',
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      expected: 'not_submitted',
    },
    {
      rule: 'not_submitted otherwise (any other status)',
      verified: true,
      verificationStatus: 'REJECTED',
      expected: 'not_submitted',
    },
    { rule: 'not_submitted otherwise (no status)', verified: false, verificationStatus: '', expected: 'not_submitted' },
  ])('$rule', ({ verified, verificationStatus, expected }) => {
    expect(individualAccessStatus({ verified, verificationStatus })).toBe(expected);
  });
});

describe('organization access status (portal-and-admin §4), in the spec order', () => {
  const pending = { verified: false, denied: false };
  const approved = { verified: true, denied: false };
  const denied = { verified: false, denied: true };

  it.each<{
    rule: string;
    verified: boolean;
    activeModules: Module[];
    documents: { verified: boolean; denied: boolean }[];
    expected: OrganizationAccessStatus;
  }>([
    {
      rule: 'active (verified and bookrx in activeModules)',
      verified: true,
      activeModules: ['bookrx'],
      documents: [],
      expected: 'active',
    },
    {
      rule: 'active (verified and bookrx among other active modules)',
      verified: true,
      activeModules: ['shift', 'bookrx'],
      documents: [approved],
      expected: 'active',
    },
    {
      rule: 'active comes first: documents under review do not matter',
      verified: true,
      activeModules: ['bookrx'],
      documents: [pending, denied],
      expected: 'active',
    },
    {
      rule: 'verified_pending_activation (verified, bookrx not active)',
      verified: true,
      activeModules: ['shift'],
      documents: [],
      expected: 'verified_pending_activation',
    },
    {
      rule: 'verified_pending_activation (verified, no module active)',
      verified: true,
      activeModules: [],
      documents: [denied],
      expected: 'verified_pending_activation',
    },
    {
      rule: 'bookrx without verification is not active: pending_verification (some document neither verified nor denied)',
      verified: false,
      activeModules: ['bookrx'],
      documents: [pending],
      expected: 'pending_verification',
    },
    {
      rule: 'pending_verification (some document neither verified nor denied), before a denied one',
      verified: false,
      activeModules: [],
      documents: [denied, pending],
      expected: 'pending_verification',
    },
    {
      rule: 'pending_verification (some document neither verified nor denied) among approved ones',
      verified: false,
      activeModules: [],
      documents: [approved, pending],
      expected: 'pending_verification',
    },
    {
      rule: 'not_submitted (a document was denied)',
      verified: false,
      activeModules: [],
      documents: [denied],
      expected: 'not_submitted',
    },
    {
      rule: 'not_submitted (a document was denied), even with others approved',
      verified: false,
      activeModules: [],
      documents: [approved, denied],
      expected: 'not_submitted',
    },
    {
      rule: 'not_submitted (none submitted)',
      verified: false,
      activeModules: [],
      documents: [],
      expected: 'not_submitted',
    },
    {
      rule: 'unknown otherwise (every document approved, organization not verified)',
      verified: false,
      activeModules: [],
      documents: [approved],
      expected: 'unknown',
    },
    {
      rule: 'unknown otherwise (several approved documents)',
      verified: false,
      activeModules: [],
      documents: [approved, approved],
      expected: 'unknown',
    },
  ])('$rule', ({ verified, activeModules, documents, expected }) => {
    expect(organizationAccessStatus({ verified, activeModules, documents })).toBe(expected);
  });
});

describe('documents an organization status counts (issue 10)', () => {
  it.each<{ status: string; counted: { verified: boolean; denied: boolean } | null }>([
    { status: 'pending', counted: { verified: false, denied: false } },
    { status: 'approved', counted: { verified: true, denied: false } },
    { status: 'denied', counted: { verified: false, denied: true } },
    { status: 'uploading', counted: null },
    { status: 'rejected', counted: null },
  ])('$status → $counted', ({ status, counted }) => {
    expect(documentsForAccessStatus([{ status }])).toEqual(counted ? [counted] : []);
  });

  it('a licence still uploading leaves an organization not_submitted, not pending_verification', () => {
    const documents = documentsForAccessStatus([{ status: 'uploading' }]);
    expect(organizationAccessStatus({ verified: false, activeModules: [], documents })).toBe('not_submitted');
  });
});
