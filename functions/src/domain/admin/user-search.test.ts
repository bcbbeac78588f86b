import { describe, expect, it } from 'vitest';
import { listedTermFor, termKeyOf, userSearchTermsOf, userStatusCategoryOf } from './user-search';

const ana = {
  firstName: 'Ána María',
  lastName: 'López  Díaz',
  email: 'Ana.Lopez@Example.com',
  luniaId: 'LUN-ABCD2345',
};
const keys = userSearchTermsOf(ana).map(termKeyOf);

describe('admin user search terms', () => {
  it('makes the full name, each name, each word, the e-mail and the LUNIA ID searchable, normalized', () => {
    expect(keys).toEqual([
      'name:ana maria lopez diaz',
      'name:ana maria',
      'name:lopez diaz',
      'name:ana',
      'name:maria',
      'name:lopez',
      'name:diaz',
      'email:ana.lopez@example.com',
      'lunia:lun-abcd2345',
      'lunia:abcd2345',
    ]);
  });

  it('lists a user under one term only: the first kind, then the first alphabetically', () => {
    expect(listedTermFor(keys, 'ana')).toBe('name:ana');
    expect(listedTermFor(keys, 'ana m')).toBe('name:ana maria');
    expect(listedTermFor(keys, 'ana.l')).toBe('email:ana.lopez@example.com');
    expect(listedTermFor(keys, 'abcd')).toBe('lunia:abcd2345');
    expect(listedTermFor(keys, 'lun-ab')).toBe('lunia:lun-abcd2345');
    expect(listedTermFor(keys, 'diaz')).toBe('name:diaz');
    expect(listedTermFor(keys, 'pedro')).toBeUndefined();
  });

  it('skips empty fields and caps the words of a very long name', () => {
    expect(userSearchTermsOf({ firstName: '', lastName: ' ', email: 'x@y.z' }).map(termKeyOf)).toEqual(['email:x@y.z']);
    const long = userSearchTermsOf({ firstName: 'a b c d e f g h i j', lastName: '' });
    expect(long.filter((term) => term.kind === 'name').length).toBeLessThanOrEqual(8);
  });

  it('puts a user in one status category (spec §4)', () => {
    expect(userStatusCategoryOf({ verified: true, verificationStatus: 'VERIFIED' })).toBe('approved');
    expect(userStatusCategoryOf({ verified: false, verificationStatus: 'PENDING' })).toBe('pending');
    expect(userStatusCategoryOf({ verified: false, verificationStatus: 'NOT_SUBMITTED' })).toBe('not_submitted');
    expect(userStatusCategoryOf({ verified: false, verificationStatus: 'VERIFIED' })).toBe('not_submitted');
  });
});
