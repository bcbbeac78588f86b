/**
 * The language of a person's e-mails as their profile holds it (`language`, written at registration
 * and by user-notification-preferences.ts when changed on /account): the one source of truth, also
 * for the e-mails Cognito triggers (password-reset codes). The custom e-mail sender cannot bundle the
 * DynamoDB client, so this module names the item and the attribute and the caller hands in the read
 * (lib/aws/dynamodb-get-item.ts's signed GetItem); the data layer itself stays free of lib/aws.
 */
import { LANGUAGES, type Language } from '@lunia/shared/domain/constants';
import { env } from '../lib/env';
import { userKeys } from './keys';

/** Reads some attributes of one item; undefined when there is no such item. */
export type ItemReader = (read: {
  tableName: string;
  key: Record<string, string>;
  attributes: readonly string[];
}) => Promise<Record<string, unknown> | undefined>;

/** The profile's e-mail language; undefined without a profile (or a profile that never recorded one). */
export async function getEmailLanguage(userId: string, readItem: ItemReader): Promise<Language | undefined> {
  const item = await readItem({ tableName: env.tableName, key: userKeys.profile(userId), attributes: ['language'] });
  const language = item?.language;
  return (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : undefined;
}
