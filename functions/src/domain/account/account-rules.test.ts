import { MAX_PHOTO_BYTES } from '@lunia/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../data/user-profiles';
import { profileView } from '../../views/profile-view';
import { newPharmacistProfile } from './new-pharmacist-profile';
import {
  detectPhotoType,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  photoKeyFor,
  photoKeyOwner,
  photoRejectionReason,
} from './profile-photo';
import { passwordPolicyMessage, registrationError } from './registration-errors';
import { userStatsFrom } from './user-stats';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0]);

describe('profile photo rules', () => {
  it('recognises JPEG and PNG by their magic bytes only', () => {
    expect(detectPhotoType(PNG)).toBe('image/png');
    expect(detectPhotoType(JPEG)).toBe('image/jpeg');
    expect(detectPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(detectPhotoType(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]))).toBeUndefined();
    expect(detectPhotoType(PNG.subarray(0, 4))).toBeUndefined();
  });

  it('accepts up to exactly 5 MB and refuses with the spec messages', () => {
    expect(photoRejectionReason({ size: MAX_PHOTO_BYTES, firstBytes: PNG })).toBeUndefined();
    expect(photoRejectionReason({ size: MAX_PHOTO_BYTES + 1, firstBytes: PNG })).toBe(PHOTO_TOO_LARGE);
    expect(photoRejectionReason({ size: 100, firstBytes: new TextEncoder().encode('hello wo') })).toBe(
      PHOTO_WRONG_TYPE,
    );
    expect(photoRejectionReason({ size: 0, firstBytes: new Uint8Array() })).toBeDefined();
  });

  it('builds keys under the owner and reads the owner back; foreign keys have none', () => {
    const key = photoKeyFor('0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(key).toBe('users/0f8fad5b-d9cb-469f-a165-70867728950e/photo/7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(photoKeyOwner(key)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(photoKeyOwner('users/a/b/photo/c')).toBeUndefined();
    expect(photoKeyOwner('documents/x')).toBeUndefined();
    expect(() => photoKeyFor('../evil', 'x')).toThrow();
  });
});

describe('registration errors', () => {
  it('maps Cognito failures to the spec messages', () => {
    expect(registrationError({ name: 'UsernameExistsException' })).toMatchObject({
      code: 'EMAIL_EXISTS',
      message: 'An account with this email already exists. Please try logging in instead.',
    });
    expect(registrationError({ name: 'InvalidParameterException' }).message).toBe('Please enter a valid email address');
    expect(registrationError({ name: 'InternalErrorException' })).toMatchObject({
      code: 'ACCOUNT_CREATION_FAILED',
      message: 'Failed to create your account. Please try again or contact support.',
    });
  });

  it('names the broken password rule from Cognito’s InvalidPasswordException text', () => {
    expect(passwordPolicyMessage('Password did not conform with policy: Password not long enough')).toBe(
      'Password must be at least 8 characters long',
    );
    expect(passwordPolicyMessage('Password did not conform with policy: Password must have numeric characters')).toBe(
      'Password must contain at least 1 number',
    );
    expect(passwordPolicyMessage('Password did not conform with policy: Password must have symbol characters')).toBe(
      'Password must contain at least 1 special character',
    );
    expect(passwordPolicyMessage('Password did not conform with policy: Password must have lowercase characters')).toBe(
      'Password must contain at least 1 lowercase letter',
    );
    expect(registrationError({ name: 'InvalidPasswordException', message: 'numeric' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'password',
    });
  });
});

describe('user stats', () => {
  it('defaults every card to 0 and ignores junk', () => {
    expect(userStatsFrom({ counters: {}, organizations: 0, pendingInvitations: 0 })).toEqual({
      activeOrganizations: 0,
      pendingDocuments: 0,
      approvedDocuments: 0,
      invitations: 0,
      totalEarnings: 0,
      completedShifts: 0,
    });
    expect(
      userStatsFrom({
        counters: { pendingDocuments: 2, approvedDocuments: -1, totalEarnings: '125.5', completedShifts: 'x' },
        organizations: 3,
        pendingInvitations: 1,
      }),
    ).toEqual({
      activeOrganizations: 3,
      pendingDocuments: 2,
      approvedDocuments: 0,
      invitations: 1,
      totalEarnings: 125.5,
      completedShifts: 0,
    });
  });
});

describe('profile view', () => {
  const base = newPharmacistProfile({
    id: 'u1',
    email: 'a@b.co',
    firstName: 'A',
    lastName: 'B',
    phone: '1',
    licenseNumber: '',
    luniaId: 'LUN-ABCDEFGH',
    language: 'es',
    now: '2026-01-01T00:00:00.000Z',
  });

  it('creates unverified pharmacists without modules or photo', () => {
    expect(base).toMatchObject({
      userType: 'PHARMACIST',
      verified: false,
      verificationStatus: 'NOT_SUBMITTED',
      activeModules: [],
      profilePhotoKey: null,
      language: 'es',
    });
  });

  it('takes the role from the token, never shows internal keys, and reports the photo state', () => {
    const stored: UserProfile = { ...base, globalRole: 'super_admin', pendingPhotoKey: 'users/u1/photo/p' };
    const view = profileView(stored, { globalRole: 'user', photoUrl: null });
    expect(view.globalRole).toBe('user');
    expect(view.profilePhotoStatus).toEqual({ state: 'pending' });
    expect(JSON.stringify(view)).not.toContain('users/u1/photo');
    const rejected = profileView(
      { ...base, photoRejection: { key: 'k', reason: 'File must be JPEG or PNG', at: 't' } },
      { globalRole: 'user', photoUrl: null },
    );
    expect(rejected.profilePhotoStatus).toEqual({ state: 'rejected', reason: 'File must be JPEG or PNG' });
  });
});
