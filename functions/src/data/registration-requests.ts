/**
 * Registrations waiting for their e-mail code (issue 38): nothing exists in Cognito before the code is
 * entered, so an unproven address can never sign in, enrol an authenticator or delete a login. Each
 * registration of an address is an item of its own (`REGISTRATION#<address>`/`REQUEST#<time>#<id>`:
 * names, phone, licence, language and the password's scrypt hash, never the password), so a later
 * registration of the same address never overwrites an earlier one; the address's one code state
 * (`CODE`) holds the outstanding code (hashed), its tries and its sends. Both expire by the table's TTL
 * (`expiresAt`), requests 7 days after they are made, the code state a day after its last change, and
 * reads ignore what has expired but is not removed yet.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '@lunia/shared/errors';
import type { EmailCodeSends, StoredEmailCode } from '../domain/account/email-verification';
import { db, tableName, updateIfStill, updateIfStillReturning } from './client';
import { registrationKeys } from './keys';
import { type TransactItem, writeTransaction } from './transactions';

export const REGISTRATION_REQUEST_ENTITY = 'RegistrationRequest';
export const REGISTRATION_CODE_ENTITY = 'RegistrationCode';

/** A registration is kept this long for its code to be entered (the table's TTL removes it then). */
export const REGISTRATION_REQUEST_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The code state outlives its last change by a day: the daily send limit's window. */
const CODE_STATE_TTL_SECONDS = 24 * 60 * 60;

export interface RegistrationRequest {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  licenseNumber: string;
  language: 'en' | 'es';
  /** domain/account/registration-password.ts: scrypt, salted; never the password. */
  passwordHash: string;
  /** ISO. */
  createdAt: string;
}

export interface RegistrationCodeState {
  /** The outstanding code (hashed); none for an address nobody registered, or once used. */
  code?: StoredEmailCode;
  /** Tries since the last code was issued (or asked for), counted before each comparison. */
  attempts: number;
  sends?: EmailCodeSends;
}

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function putRegistrationRequest(request: RegistrationRequest): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...registrationKeys.request(request.email, request.createdAt, request.id),
        entity: REGISTRATION_REQUEST_ENTITY,
        ...request,
        email: request.email.toLowerCase(),
        expiresAt: epochSeconds(new Date(request.createdAt)) + REGISTRATION_REQUEST_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

function requestFromItem(item: Record<string, unknown>): RegistrationRequest {
  return {
    id: String(item.id),
    email: String(item.email),
    firstName: String(item.firstName),
    lastName: String(item.lastName),
    phone: String(item.phone),
    licenseNumber: typeof item.licenseNumber === 'string' ? item.licenseNumber : '',
    language: item.language === 'es' ? 'es' : 'en',
    passwordHash: String(item.passwordHash),
    createdAt: String(item.createdAt),
  };
}

/** The address's registrations still in time, newest first, at most `limit` (one Query). */
export async function registrationRequestsOf(email: string, now: Date, limit = 25): Promise<RegistrationRequest[]> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: 'expiresAt > :now',
      ExpressionAttributeValues: {
        ':pk': registrationKeys.partition(email),
        ':prefix': registrationKeys.requestPrefix,
        ':now': epochSeconds(now),
      },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(requestFromItem);
}

function codeStateFromItem(item: Record<string, unknown> | undefined): RegistrationCodeState | undefined {
  if (!item) return undefined;
  return {
    ...(item.code && typeof item.code === 'object' ? { code: item.code as StoredEmailCode } : {}),
    attempts: typeof item.attempts === 'number' ? item.attempts : 0,
    ...(item.sends && typeof item.sends === 'object' ? { sends: item.sends as EmailCodeSends } : {}),
  };
}

export async function getRegistrationCodeState(email: string): Promise<RegistrationCodeState | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: registrationKeys.code(email), ConsistentRead: true }),
  );
  return codeStateFromItem(Item);
}

/**
 * A new code (or, for an address nobody registered, none: `code` undefined) with its send recorded
 * and the tries back at 0, conditioned on the sends read before (two sends at once: one wins, the
 * other is CONFLICT and held back like a cooldown).
 */
export async function storeRegistrationCode(
  email: string,
  input: { code?: StoredEmailCode; sends: EmailCodeSends; previousSends?: EmailCodeSends; now: Date },
): Promise<void> {
  const stored = await updateIfStill({
    Key: registrationKeys.code(email),
    UpdateExpression: `SET entity = :entity, email = :email, attempts = :zero, sends = :sends, expiresAt = :expiresAt${
      input.code ? ', code = :code' : ''
    }${input.code ? '' : ' REMOVE code'}`,
    ConditionExpression: input.previousSends
      ? 'sends.lastSentAt = :previous'
      : 'attribute_not_exists(PK) OR attribute_not_exists(sends)',
    ExpressionAttributeValues: {
      ':entity': REGISTRATION_CODE_ENTITY,
      ':email': email.toLowerCase(),
      ':zero': 0,
      ':sends': input.sends,
      ':expiresAt': epochSeconds(input.now) + CODE_STATE_TTL_SECONDS,
      ...(input.code ? { ':code': input.code } : {}),
      ...(input.previousSends ? { ':previous': input.previousSends.lastSentAt } : {}),
    },
  });
  if (!stored) throw new AppError('CONFLICT');
}

/**
 * Counts one try on the address's code, before it is compared, and returns the state it counted on;
 * undefined once `max` tries were made (locked until a new code is asked for). The same for every
 * address: one that nobody registered gets a code state too, so it locks out the same way.
 */
export async function countRegistrationCodeAttempt(
  email: string,
  max: number,
  now: Date,
): Promise<RegistrationCodeState | undefined> {
  const item = await updateIfStillReturning({
    Key: registrationKeys.code(email),
    UpdateExpression:
      'SET entity = :entity, email = :email, expiresAt = if_not_exists(expiresAt, :expiresAt) ADD attempts :one',
    ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :max',
    ExpressionAttributeValues: {
      ':entity': REGISTRATION_CODE_ENTITY,
      ':email': email.toLowerCase(),
      ':expiresAt': epochSeconds(now) + CODE_STATE_TTL_SECONDS,
      ':one': 1,
      ':max': max,
    },
    ReturnValues: 'ALL_NEW',
  });
  return codeStateFromItem(item);
}

/** The right code is used up: false if it was used or replaced meanwhile (a second confirm at once). */
export async function consumeRegistrationCode(email: string, codeHash: string): Promise<boolean> {
  return updateIfStill({
    Key: registrationKeys.code(email),
    UpdateExpression: 'REMOVE code',
    ConditionExpression: 'code.codeHash = :hash',
    ExpressionAttributeValues: { ':hash': codeHash },
  });
}

/**
 * Once an account holds the address: every registration of it (the one confirmed and any other, an
 * earlier registrant's included) and its code state are removed, so nothing of them survives and the
 * address answers a code or a resend as one nobody registered.
 */
export async function deleteRegistrationsOf(email: string): Promise<void> {
  const PAGE = 24;
  for (;;) {
    const requests = await registrationRequestsOf(email, new Date(0), PAGE);
    const items: TransactItem[] = requests.map((request) => ({
      Delete: { TableName: tableName(), Key: registrationKeys.request(email, request.createdAt, request.id) },
    }));
    if (items.length > 0) await writeTransaction(items);
    if (requests.length < PAGE) break;
  }
  await db().send(new DeleteCommand({ TableName: tableName(), Key: registrationKeys.code(email) }));
}
