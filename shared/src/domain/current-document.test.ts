import { describe, expect, it } from 'vitest';
import type { DocumentType } from './constants';
import { currentDocumentOf, currentDocumentsByType } from './current-document';

interface Doc {
  id: string;
  type: DocumentType;
  status: 'uploading' | 'pending' | 'approved' | 'denied' | 'rejected';
  uploadedAt: string;
}
const doc = (id: string, type: DocumentType, status: Doc['status'], uploadedAt: string): Doc => ({
  id,
  type,
  status,
  uploadedAt,
});

describe('current document of a type: the most recently uploaded one', () => {
  it.each<{ rule: string; documents: Doc[]; type: DocumentType; expected: string | undefined }>([
    {
      rule: 'a newer upload replaces an older rejected one',
      documents: [
        doc('old', 'pharmacist_license', 'rejected', '2026-01-01T00:00:00Z'),
        doc('new', 'pharmacist_license', 'pending', '2026-01-02T00:00:00Z'),
      ],
      type: 'pharmacist_license',
      expected: 'new',
    },
    {
      rule: 'the list order does not matter',
      documents: [
        doc('new', 'college_license', 'approved', '2026-03-01T00:00:00Z'),
        doc('old', 'college_license', 'denied', '2026-02-01T00:00:00Z'),
      ],
      type: 'college_license',
      expected: 'new',
    },
    {
      rule: 'times within one day count',
      documents: [
        doc('later', 'driver_license', 'pending', '2026-01-01T10:00:00.000Z'),
        doc('earlier', 'driver_license', 'denied', '2026-01-01T09:59:59.999Z'),
      ],
      type: 'driver_license',
      expected: 'later',
    },
    {
      rule: 'documents of other types are ignored, even newer ones',
      documents: [
        doc('mine', 'pharmacy_certification', 'pending', '2026-01-01T00:00:00Z'),
        doc('other', 'college_license', 'pending', '2026-06-01T00:00:00Z'),
      ],
      type: 'pharmacy_certification',
      expected: 'mine',
    },
    {
      rule: 'on a tie the first one listed is kept',
      documents: [
        doc('first', 'pharmacy_license', 'pending', '2026-01-01T00:00:00Z'),
        doc('second', 'pharmacy_license', 'denied', '2026-01-01T00:00:00Z'),
      ],
      type: 'pharmacy_license',
      expected: 'first',
    },
    {
      rule: 'missing (none uploaded) has no current document',
      documents: [doc('x', 'college_license', 'approved', '2026-01-01T00:00:00Z')],
      type: 'pharmacist_license',
      expected: undefined,
    },
    { rule: 'no documents at all', documents: [], type: 'pharmacist_license', expected: undefined },
  ])('$rule', ({ documents, type, expected }) => {
    expect(currentDocumentOf(documents, type)?.id).toBe(expected);
    expect(currentDocumentsByType(documents).get(type)?.id).toBe(expected);
  });

  it('gives the current document of every type present, and only those', () => {
    // Moved from the web's BookRx network test: the newest of each type, older rejected uploads are history.
    const documents = [
      doc('a', 'pharmacist_license', 'rejected', '2026-01-01'),
      doc('b', 'pharmacist_license', 'pending', '2026-01-04'),
      doc('c', 'college_license', 'approved', '2026-01-02'),
      doc('d', 'driver_license', 'denied', '2026-01-03'),
    ];
    const current = currentDocumentsByType(documents);
    expect(current.get('pharmacist_license')?.status).toBe('pending');
    expect(Object.fromEntries([...current].map(([type, document]) => [type, document.id]))).toEqual({
      pharmacist_license: 'b',
      college_license: 'c',
      driver_license: 'd',
    });
    expect(current.has('pharmacy_certification')).toBe(false);
  });

  it('returns the caller’s own objects (generic over the document shape)', () => {
    const original = doc('a', 'pharmacist_license', 'approved', '2026-01-01');
    expect(currentDocumentOf([original], 'pharmacist_license')).toBe(original);
    expect(currentDocumentsByType([original]).get('pharmacist_license')).toBe(original);
  });
});
