import { describe, expect, it } from 'vitest';
import type { DocumentType } from './constants';
import { canApproveOrganization, type OrganizationBadge, organizationBadge } from './organization-badge';

const doc = (type: DocumentType, verified: boolean) => ({ type, verified });

describe('organization badge in the approval screen (portal-and-admin §4)', () => {
  it.each<{
    rule: string;
    verified: boolean;
    documents: { type: DocumentType; verified: boolean }[];
    badge: OrganizationBadge;
    canApprove: boolean;
  }>([
    {
      rule: 'Approved (verified)',
      verified: true,
      documents: [doc('pharmacy_license', true)],
      badge: 'approved',
      canApprove: false,
    },
    {
      rule: 'Approved (verified), whatever its documents',
      verified: true,
      documents: [],
      badge: 'approved',
      canApprove: false,
    },
    {
      rule: 'Pending Review (not verified but pharmacy_license verified)',
      verified: false,
      documents: [doc('pharmacy_license', true)],
      badge: 'pending_review',
      canApprove: true,
    },
    {
      rule: 'Pending Review: another, unverified pharmacy_license does not undo the verified one',
      verified: false,
      documents: [doc('pharmacy_license', false), doc('pharmacy_license', true)],
      badge: 'pending_review',
      canApprove: true,
    },
    {
      rule: 'Documents Missing (otherwise): pharmacy_license not verified yet',
      verified: false,
      documents: [doc('pharmacy_license', false)],
      badge: 'documents_missing',
      canApprove: false,
    },
    {
      rule: 'Documents Missing (otherwise): no documents',
      verified: false,
      documents: [],
      badge: 'documents_missing',
      canApprove: false,
    },
    {
      rule: 'Documents Missing (otherwise): other verified documents are not the pharmacy licence',
      verified: false,
      documents: [doc('business_license', true), doc('state_registry', true)],
      badge: 'documents_missing',
      canApprove: false,
    },
  ])('$rule; Approve is allowed only in Pending Review', ({ verified, documents, badge, canApprove }) => {
    expect(organizationBadge({ verified, documents })).toBe(badge);
    expect(canApproveOrganization({ verified, documents })).toBe(canApprove);
  });
});
