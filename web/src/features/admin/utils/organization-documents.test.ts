import { describe, expect, it } from 'vitest';
import { organizationDocumentProgress } from './organization-documents';

describe('organizationDocumentProgress', () => {
  it('counts the required pharmacy licence before it is uploaded', () => {
    expect(organizationDocumentProgress([])).toEqual({ verified: 0, total: 1 });
  });

  it('counts uploaded documents once, verified or not', () => {
    expect(
      organizationDocumentProgress([
        { type: 'pharmacy_license', verified: true },
        { type: 'business_license', verified: false },
      ]),
    ).toEqual({ verified: 1, total: 2 });
    expect(organizationDocumentProgress([{ type: 'business_license', verified: true }])).toEqual({
      verified: 1,
      total: 2,
    });
  });
});
