import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../../entities/documents/api/list-documents';
import { organizationDocumentCounts } from './organization-document-counts';

const doc = (type: string, status: string, uploadedAt: string) =>
  ({ id: `${type}-${uploadedAt}`, type, status, uploadedAt }) as unknown as DocumentRecord;

describe("the organization's own documents on the dashboard (issue 40)", () => {
  it('counts its current documents pending review and approved; older uploads of a type are history', () => {
    const counts = organizationDocumentCounts([
      doc('pharmacy_license', 'rejected', '2026-01-01T00:00:00.000Z'),
      doc('pharmacy_license', 'pending', '2026-02-01T00:00:00.000Z'),
      doc('business_registration', 'approved', '2026-01-05T00:00:00.000Z'),
      doc('dea_registration', 'approved', '2026-01-01T00:00:00.000Z'),
      doc('dea_registration', 'denied', '2026-03-01T00:00:00.000Z'),
      doc('liability_insurance', 'uploading', '2026-03-02T00:00:00.000Z'),
    ]);
    expect(counts).toEqual({ pending: 1, approved: 1 });
  });

  it('is zero for an organization without documents', () => {
    expect(organizationDocumentCounts([])).toEqual({ pending: 0, approved: 0 });
  });
});
