import { individualAccessStatus, organizationAccessStatus } from '@lunia/shared/domain/access-status';
import { isEligibleForBookrxApproval } from '@lunia/shared/domain/final-approval';
import { describe, expect, it } from 'vitest';
import { detectFileKind, judgeUploadedFile } from './file-check';
import { decodeS3EventKey, documentObjectKey, parseDocumentObjectKey } from './object-key';
import { checkSubmission, missingDocumentsMessage } from './review-rules';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('individual access status (spec §4)', () => {
  it('is active only when verified and VERIFIED', () => {
    expect(individualAccessStatus({ verified: true, verificationStatus: 'VERIFIED' })).toBe('active');
    expect(individualAccessStatus({ verified: false, verificationStatus: 'VERIFIED' })).toBe('not_submitted');
    expect(individualAccessStatus({ verified: true, verificationStatus: 'PENDING' })).toBe('pending_verification');
  });
  it('is pending_verification when PENDING, not_submitted otherwise', () => {
    expect(individualAccessStatus({ verified: false, verificationStatus: 'PENDING' })).toBe('pending_verification');
    expect(individualAccessStatus({ verified: false, verificationStatus: 'NOT_SUBMITTED' })).toBe('not_submitted');
  });
});

describe('organization access status (spec §4)', () => {
  const doc = (verified: boolean, denied: boolean) => ({ verified, denied });
  it('follows the spec order', () => {
    expect(organizationAccessStatus({ verified: true, activeModules: ['bookrx'], documents: [] })).toBe('active');
    expect(organizationAccessStatus({ verified: true, activeModules: ['shift'], documents: [] })).toBe(
      'verified_pending_activation',
    );
    expect(
      organizationAccessStatus({
        verified: false,
        activeModules: [],
        documents: [doc(false, false), doc(false, true)],
      }),
    ).toBe('pending_verification');
    expect(organizationAccessStatus({ verified: false, activeModules: [], documents: [doc(false, true)] })).toBe(
      'not_submitted',
    );
    expect(organizationAccessStatus({ verified: false, activeModules: [], documents: [] })).toBe('not_submitted');
    expect(organizationAccessStatus({ verified: false, activeModules: [], documents: [doc(true, false)] })).toBe(
      'unknown',
    );
  });
});

describe('submission for review', () => {
  const all = ['pharmacist_license', 'college_license', 'pharmacy_certification', 'driver_license'] as const;
  it('passes when every required individual document has a valid file and none is denied', () => {
    const docs = all.map((type, i) => ({ type, status: i === 0 ? ('approved' as const) : ('pending' as const) }));
    expect(checkSubmission('individual', docs)).toEqual({ ok: true, missing: [], denied: [] });
  });
  it('names missing, still uploading, rejected and denied documents', () => {
    const check = checkSubmission('individual', [
      { type: 'pharmacist_license', status: 'pending' },
      { type: 'college_license', status: 'uploading' },
      { type: 'pharmacy_certification', status: 'denied' },
      { type: 'driver_license', status: 'rejected' },
    ]);
    expect(check).toEqual({
      ok: false,
      missing: ['college_license', 'driver_license'],
      denied: ['pharmacy_certification'],
    });
    expect(missingDocumentsMessage(check)).toBe(
      "Please upload all required documents first: College License, Driver's License, Pharmacy Certification",
    );
  });
  it('needs only the pharmacy licence for an organization', () => {
    expect(checkSubmission('organization', [{ type: 'pharmacy_license', status: 'pending' }]).ok).toBe(true);
    expect(checkSubmission('organization', []).missing).toEqual(['pharmacy_license']);
  });
});

describe('BookRx final approval eligibility (spec §4)', () => {
  const three = ['pharmacist_license', 'college_license', 'pharmacy_certification'];
  it('needs not verified, PENDING and the three documents approved (not the driver licence)', () => {
    expect(
      isEligibleForBookrxApproval({ verified: false, verificationStatus: 'PENDING', approvedDocumentTypes: three }),
    ).toBe(true);
    expect(
      isEligibleForBookrxApproval({
        verified: false,
        verificationStatus: 'PENDING',
        approvedDocumentTypes: three.slice(1),
      }),
    ).toBe(false);
    expect(
      isEligibleForBookrxApproval({ verified: true, verificationStatus: 'PENDING', approvedDocumentTypes: three }),
    ).toBe(false);
    expect(
      isEligibleForBookrxApproval({
        verified: false,
        verificationStatus: 'NOT_SUBMITTED',
        approvedDocumentTypes: three,
      }),
    ).toBe(false);
  });
});

describe('uploaded file check', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectFileKind(text('%PDF-1.7'))).toBe('pdf');
  });
  it('refuses HTML or an executable named .pdf, and empty files', () => {
    expect(judgeUploadedFile({ size: 100, firstBytes: text('<!doctype html>') })).toEqual({
      accepted: false,
      reason: 'File must be JPEG, PNG, or PDF',
    });
    expect(judgeUploadedFile({ size: 100, firstBytes: text('MZ\x90\x00') }).accepted).toBe(false);
    expect(judgeUploadedFile({ size: 0, firstBytes: bytes() }).accepted).toBe(false);
    expect(judgeUploadedFile({ size: 3, firstBytes: bytes(0xff, 0xd8) }).accepted).toBe(false);
  });
  it('refuses files over 10 MB whatever they are, and accepts exactly 10 MB', () => {
    const pdf = text('%PDF-1.4');
    expect(judgeUploadedFile({ size: 10 * 1024 * 1024 + 1, firstBytes: pdf })).toEqual({
      accepted: false,
      reason: 'File size must be less than 10MB',
    });
    expect(judgeUploadedFile({ size: 10 * 1024 * 1024, firstBytes: pdf })).toEqual({ accepted: true, kind: 'pdf' });
  });
});

describe('document object keys', () => {
  it('round-trips owner, document and file ids, never a file name', () => {
    const key = documentObjectKey({ ownerType: 'USER', ownerId: 'u-1', documentId: 'd_2', fileId: 'f3' });
    expect(key).toBe('users/u-1/documents/d_2/f3');
    expect(parseDocumentObjectKey(key)).toEqual({ ownerType: 'USER', ownerId: 'u-1', documentId: 'd_2', fileId: 'f3' });
    expect(parseDocumentObjectKey('orgs/o/documents/d/f')?.ownerType).toBe('ORG');
    expect(() => documentObjectKey({ ownerType: 'USER', ownerId: '../x', documentId: 'd', fileId: 'f' })).toThrow();
  });
  it('refuses keys of other shapes', () => {
    for (const key of ['users/u/documents/d', 'photos/u/x', 'users/u/documents/d/f/extra', 'users/u v/documents/d/f']) {
      expect(parseDocumentObjectKey(key)).toBeUndefined();
    }
  });
  it('decodes S3 event keys (+ is a space, the rest percent-encoded)', () => {
    expect(decodeS3EventKey('users/a/documents/b/licencia+%C3%B1+%281%29.pdf')).toBe(
      'users/a/documents/b/licencia ñ (1).pdf',
    );
    expect(decodeS3EventKey('users/a/documents/b/c')).toBe('users/a/documents/b/c');
    expect(decodeS3EventKey('%E0%A4%A')).toBeUndefined();
  });
});
