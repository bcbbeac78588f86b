/**
 * The account type in words (issue 40: the admin page read "Account type PHARMACIST"): a known type by
 * its `adminUsers:detail.userTypes` name in the page's language; a type this build does not know is
 * shown as stored rather than hidden. Pure.
 */
export const KNOWN_USER_TYPES = ['PHARMACIST', 'PHARMACY_OWNER'] as const;

export function userTypeLabel(userType: string, translate: (key: `detail.userTypes.${string}`) => string): string {
  return (KNOWN_USER_TYPES as readonly string[]).includes(userType)
    ? translate(`detail.userTypes.${userType}`)
    : userType;
}
