/**
 * Test helpers for e-mail codes: read the code from the local mail store, and put a profile into a
 * known code state through the table (an unproven e-mail, a code the test knows, a code sent long
 * ago), the way only the emulator lets a test do.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { registrationKeys, userKeys } from '../../functions/src/data/keys';
import { issueEmailCode } from '../../functions/src/domain/account/email-verification';
import { REGISTRATION_CODE_SUBJECT } from '../../functions/src/use-cases/steps/registration-code';
import { apiClient, isRegistrationCodeMail, readMailStore, type StoredMail } from './local-clients';
import type { StackInfo } from './stack-info';

function documentClient(stack: StackInfo) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.urls.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}

/** One update of an item (only the attributes named; nothing else is touched). */
async function updateItem(
  stack: StackInfo,
  key: Record<string, string>,
  update: { expression: string; values?: Record<string, unknown>; condition?: string },
): Promise<void> {
  const doc = documentClient(stack);
  try {
    await doc.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: key,
        UpdateExpression: update.expression,
        ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
        ...(update.condition ? { ConditionExpression: update.condition } : {}),
      }),
    );
  } finally {
    doc.destroy();
  }
}

/** One update of a user's profile item (only the attributes named; nothing else is touched). */
export function updateProfileItem(
  stack: StackInfo,
  userId: string,
  update: { expression: string; values?: Record<string, unknown> },
): Promise<void> {
  return updateItem(stack, userKeys.profile(userId), update);
}

/**
 * The user's e-mail becomes proven, as a typed-back code makes it: only a proven e-mail may invite
 * (issue 25), so the accounts that invite in tests are proven first.
 */
export async function proveEmailOf(stack: StackInfo, userId: string): Promise<void> {
  await updateProfileItem(stack, userId, { expression: 'SET emailVerified = :true', values: { ':true': true } });
}

/** The user id an address belongs to (its unique claim), read from the table. */
export async function userIdOfAddress(stack: StackInfo, email: string): Promise<string> {
  const doc = documentClient(stack);
  try {
    const { Item } = await doc.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: userKeys.email(email) }));
    if (typeof Item?.userId !== 'string') throw new Error(`No account holds ${email}`);
    return Item.userId;
  } finally {
    doc.destroy();
  }
}

/**
 * For fixtures and route examples (issue 38): the registration code outstanding for `email` becomes
 * `code`, as if it had been mailed; the address's code state must exist (a registration made it).
 */
export async function setRegistrationCode(stack: StackInfo, email: string, code: string): Promise<void> {
  const { stored } = issueEmailCode({ userId: REGISTRATION_CODE_SUBJECT, email, now: new Date(), code });
  await updateItem(stack, registrationKeys.code(email), {
    expression: 'SET code = :code, attempts = :zero',
    condition: 'attribute_exists(PK)',
    values: { ':code': stored, ':zero': 0 },
  });
}

/** Lets the next registration code for `email` be sent at once (no send on record). */
export function skipRegistrationCodeCooldown(stack: StackInfo, email: string): Promise<void> {
  return updateItem(stack, registrationKeys.code(email), { expression: 'REMOVE sends' });
}

const FIXTURE_CODE = '135790';

/**
 * For fixtures only (issues 25 and 38): a just-registered address is confirmed through the API with a
 * code the test sets (the real mailed code is what register.test.ts and the browser journey use), so
 * the account now exists; then it becomes an account as fixtures have always had it: usable, its
 * e-mail still unproven (`proveEmailOf` proves it), no code sent on the profile (so a test may send
 * one at once). Returns the user id.
 */
export async function skipRegistrationConfirmation(stack: StackInfo, email: string, password: string): Promise<string> {
  await setRegistrationCode(stack, email, FIXTURE_CODE);
  const confirmed = await apiClient(stack)('POST', '/api/auth/register/confirm', {
    body: { email, code: FIXTURE_CODE, password },
  });
  if (confirmed.status !== 200) throw new Error(`confirm ${email}: ${confirmed.status} ${confirmed.text}`);
  const userId = await userIdOfAddress(stack, email);
  await asFixtureAccount(stack, userId);
  return userId;
}

/**
 * A just-created account becomes one as fixtures have always had it: its e-mail unproven
 * (`proveEmailOf` proves it) and no code sent on the profile, so a test may send one at once.
 */
export async function asFixtureAccount(stack: StackInfo, userId: string): Promise<void> {
  await updateProfileItem(stack, userId, {
    expression: 'SET emailVerified = :false REMOVE emailCode, emailCodeSends',
    values: { ':false': false },
  });
}

const codeOf = (subject: string) => /(\d{6})\s*$/.exec(subject)?.[1];

/**
 * The code of the newest verification e-mail to `to` whose code is not in `seen`; with
 * `registration`, of the codes sent at registration (issue 25), which the mail helpers otherwise hide.
 */
export async function codeMailedTo(
  stack: StackInfo,
  to: string,
  seen: readonly string[] = [],
  options: { registration?: boolean; timeoutMs?: number } = {},
): Promise<string> {
  const wanted = (mail: StoredMail) => {
    const code = codeOf(mail.subject);
    return (
      code !== undefined && !seen.includes(code) && isRegistrationCodeMail(mail) === (options.registration ?? false)
    );
  };
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const mails = (await readMailStore(stack, { registrationCodes: true, to })).filter(wanted);
    const newest = mails[mails.length - 1];
    if (newest) return codeOf(newest.subject) ?? '';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new code mailed to ${to}`);
}

/** Lets the next code be sent at once (the last one "sent" an hour ago, a fresh daily window). */
export async function skipCodeCooldown(stack: StackInfo, userId: string): Promise<void> {
  await updateProfileItem(stack, userId, { expression: 'REMOVE emailCodeSends' });
}

/**
 * For the authorization matrix: the caller's current e-mail becomes unproven, with no send record,
 * and with `code`, an outstanding code `code` for it. Returns no path parameters.
 */
export async function unprovenEmailOfCaller(
  stack: StackInfo,
  token: string | undefined,
  code?: string,
): Promise<Record<string, string>> {
  if (!token) return {};
  const profile = await apiClient(stack)('GET', '/api/profile', { token });
  const user = profile.body.user as { id: string; email: string } | undefined;
  if (!user) return {}; // a caller without a profile is refused before any of this matters
  const values: Record<string, unknown> = { ':false': false };
  let expression = 'SET emailVerified = :false';
  if (code) {
    values[':code'] = issueEmailCode({ userId: user.id, email: user.email, now: new Date(), code }).stored;
    expression += ', emailCode = :code';
  }
  await updateProfileItem(stack, user.id, { expression: `${expression} REMOVE emailCodeSends`, values });
  return {};
}
