import {
  deleteRegistrationItems,
  type PendingRegistration,
  pendingRegistrationsBefore,
  startRegistrationRemoval,
} from '../../data/pending-registrations';
import { getUserProfile } from '../../data/user-profiles';
import { deleteCognitoUser } from '../../lib/aws/cognito-admin';
import { logger } from '../../lib/logger';

/** A registration whose code was not entered within this time is removed (issue 25). */
export const UNCONFIRMED_REGISTRATION_MS = 7 * 24 * 60 * 60_000;
const PAGE = 50;

/**
 * Removes one registration: first marked (from then on its code no longer confirms it; false when it
 * was confirmed meanwhile, and then nothing is touched), then the Cognito user, then the table items
 * (policy, profile and claims, each only while it is still this registration's). A run that stops
 * half-way leaves the item in the index, marked, and the next run finishes it.
 */
async function removeRegistration(registration: PendingRegistration, now: Date): Promise<boolean> {
  if (!(await startRegistrationRemoval(registration, now))) return false;
  const profile = await getUserProfile(registration.userId);
  try {
    await deleteCognitoUser(registration.userId);
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
  await deleteRegistrationItems(registration, { email: profile?.email, luniaId: profile?.luniaId });
  logger.info('Unconfirmed registration removed', { userId: registration.userId, since: registration.since });
  return true;
}

/**
 * The daily removal of registrations never confirmed within 7 days: one Query of the pending
 * registrations index for those older than that, oldest first, page by page. Idempotent: a second
 * run, or a second delivery of the schedule, finds nothing left to remove; an account confirmed
 * meanwhile is skipped by its conditional write. One registration that fails is logged and left for
 * the next run; the others go on.
 */
export async function removeUnconfirmedRegistrations(input: { now?: Date } = {}) {
  const now = input.now ?? new Date();
  const before = new Date(now.getTime() - UNCONFIRMED_REGISTRATION_MS).toISOString();
  let removed = 0;
  let skipped = 0;
  let failed = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await pendingRegistrationsBefore({ before, limit: PAGE, after });
    for (const registration of page.registrations) {
      try {
        if (await removeRegistration(registration, now)) removed++;
        else skipped++;
      } catch (error) {
        failed++;
        logger.error('Unconfirmed registration not removed', { userId: registration.userId, error: error as Error });
      }
    }
    after = page.lastKey;
  } while (after);
  logger.info('Unconfirmed registrations removal done', { removed, skipped, failed });
  return { before, removed, skipped, failed };
}
