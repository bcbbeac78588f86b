/**
 * Who an e-mail about a person goes to: their address, first name, full name and language from their
 * profile, and the owners and admins of an organization. This is also where notification preferences
 * (issue 25) are applied: a sender of an optional e-mail names it here, and whoever switched it off is
 * not a recipient. Required e-mails name nothing and reach everyone.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { type OptionalEmail, receivesOptionalEmail } from '@lunia/shared/domain/notification-preferences';
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

/**
 * The person as an addressee; undefined when they are gone or, for an optional e-mail (`optional`),
 * switched it off. Without `optional` the e-mail is required and nobody is left out.
 */
export async function mailRecipientOf(userId: string, optional?: OptionalEmail): Promise<MailRecipient | undefined> {
  const profile = await getUserProfile(userId);
  if (!profile) return undefined;
  if (optional && !receivesOptionalEmail(profile.emailOptOuts, optional)) return undefined;
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

/**
 * The people who run an organization (its owners and admins), as they are now. With `optional`, the
 * admins who switched that e-mail off are left out; the owners always hear.
 */
export async function organizationManagersOf(orgId: string, optional?: OptionalEmail): Promise<MailRecipient[]> {
  const members = await listMembersOfOrganization(orgId);
  const managers = members.filter((member) => member.role === 'owner' || member.role === 'admin');
  const people = await Promise.all(
    managers.map((member) =>
      member.role === 'owner' ? mailRecipientOf(member.userId) : mailRecipientOf(member.userId, optional),
    ),
  );
  return people.filter((person): person is MailRecipient => person !== undefined);
}
