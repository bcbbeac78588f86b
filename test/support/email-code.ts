/**
 * Test helpers for e-mail codes: read the code from the local mail store, and put a profile into a
 * known code state through the table (an unproven e-mail, a code the test knows, a code sent long
 * ago), the way only the emulator lets a test do.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { userKeys } from '../../functions/src/data/keys';
import { issueEmailCode } from '../../functions/src/domain/account/email-verification';
import { apiClient, waitForMail } from './local-clients';
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

/** One update of a user's profile item (only the attributes named; nothing else is touched). */
export async function updateProfileItem(
  stack: StackInfo,
  userId: string,
  update: { expression: string; values?: Record<string, unknown> },
): Promise<void> {
  const doc = documentClient(stack);
  try {
    await doc.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: userKeys.profile(userId),
        UpdateExpression: update.expression,
        ...(update.values ? { ExpressionAttributeValues: update.values } : {}),
      }),
    );
  } finally {
    doc.destroy();
  }
}

/**
 * The user's e-mail becomes proven, as a typed-back code makes it: only a proven e-mail may invite
 * (issue 25), so the accounts that invite in tests are proven first.
 */
export async function proveEmailOf(stack: StackInfo, userId: string): Promise<void> {
  await updateProfileItem(stack, userId, { expression: 'SET emailVerified = :true', values: { ':true': true } });
}

/** The code of the newest verification e-mail to `to` whose code is not in `seen`. */
export async function codeMailedTo(stack: StackInfo, to: string, seen: readonly string[] = []): Promise<string> {
  const codeOf = (subject: string) => /(\d{6})\s*$/.exec(subject)?.[1];
  const mail = await waitForMail(stack, to, (m) => {
    const code = codeOf(m.subject);
    return code !== undefined && !seen.includes(code);
  });
  return codeOf(mail.subject) ?? '';
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
