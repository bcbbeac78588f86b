/**
 * The one transaction helper: multi-item invariants (a change and its audit event, a claim and the
 * item it guards) are written with TransactWriteItems, all or nothing. A lost race (a condition
 * that no longer holds, or a concurrent transaction on the same items) becomes the caller's
 * `conflict` error, typically 409 with a message that says what to do.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AppError } from '@lunia/shared/errors';
import { db } from './client';

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The per-item cancellation codes of a cancelled transaction (undefined for any other error). */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}

export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException' || error.name === 'ConditionalCheckFailedException') return true;
  const codes = cancellationCodes(error);
  return codes?.some((code) => code === 'ConditionalCheckFailed' || code === 'TransactionConflict') ?? false;
}

/** A transaction cancelled only because another one held its items (no condition failed): worth a retry. */
export function onlyLostRace(error: unknown): boolean {
  const codes = cancellationCodes(error);
  if (!codes) return error instanceof Error && error.name === 'TransactionConflictException';
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/**
 * Runs one transaction; a lost race (condition or concurrent transaction) becomes `conflict`, or,
 * without one, is thrown as it came (callers test it with `isTransactionConflict`).
 */
export async function writeTransaction(items: TransactItem[], conflict?: AppError): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (conflict && isTransactionConflict(error)) throw conflict;
    throw error;
  }
}
