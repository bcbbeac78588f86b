/**
 * Who a decision e-mail goes to, as the reactions of issue 25 need them: a person's address, first
 * name, full name and language from their profile, and the owners and admins of an organization.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { listMembersOfOrganization } from '../../data/memberships';
import { getUserProfile } from '../../data/user-profiles';

export interface MailRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** First and last name, or the e-mail when the profile has neither. */
  name: string;
  language: Language;
}

export async function mailRecipientOf(userId: string): Promise<MailRecipient | undefined> {
  const profile = await getUserProfile(userId);
  if (!profile) return undefined;
  return {
    userId,
    email: profile.email,
    firstName: profile.firstName,
    name: `${profile.firstName} ${profile.lastName}`.trim() || profile.email,
    language: (LANGUAGES as readonly unknown[]).includes(profile.language)
      ? (profile.language as Language)
      : DEFAULT_LANGUAGE,
  };
}

/** The people who run an organization (its owners and admins), as they are now. */
export async function organizationManagersOf(orgId: string): Promise<MailRecipient[]> {
  const members = await listMembersOfOrganization(orgId);
  const managers = members.filter((member) => member.role === 'owner' || member.role === 'admin');
  const people = await Promise.all(managers.map((member) => mailRecipientOf(member.userId)));
  return people.filter((person): person is MailRecipient => person !== undefined);
}
