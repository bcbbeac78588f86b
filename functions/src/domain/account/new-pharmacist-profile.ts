/** What a newly registered pharmacist's profile is (public-site-and-auth §4): pure. */
import type { UserProfile } from '../../data/user-profiles';

/** A new pharmacist's profile: not verified, e-mail not proven, no documents submitted, no modules. */
export function newPharmacistProfile(
  input: Pick<UserProfile, 'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'licenseNumber' | 'luniaId'> & {
    language: NonNullable<UserProfile['language']>;
    now: string;
  },
): UserProfile {
  return {
    id: input.id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    licenseNumber: input.licenseNumber,
    luniaId: input.luniaId,
    globalRole: 'user',
    userType: 'PHARMACIST',
    verified: false,
    verificationStatus: 'NOT_SUBMITTED',
    activeModules: [],
    profilePhotoKey: null,
    createdAt: input.now,
    emailVerified: false,
    language: input.language,
  };
}
