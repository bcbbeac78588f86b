import {
  daysBetween,
  EXPIRING_SOON_DAYS,
  EXPIRY_REMINDER_THRESHOLDS,
  isExpired,
  puertoRicoToday,
} from '@lunia/shared/domain/document-expiry';
import { SYSTEM_ACTOR } from '../../data/audit-events';
import { getCredentialRules } from '../../data/credential-rules';
import type { DocumentEntity } from '../../data/documents';
import { claimExpiryReminder } from '../../data/expiry-reminders';
import { listMembersOfOrganization } from '../../data/memberships';
import { isTransactionConflict, writeTransaction } from '../../data/transactions';
import { ORGANIZATION_EXPIRY_RECIPIENT_ROLES } from '../../domain/documents/expiry-rules';
import { logger } from '../../lib/logger';
import type { Actor } from '../steps/actor';
import { expiryConsequences } from '../steps/document-expiry';
import { forEachExpiringDocument } from '../steps/expiring-documents';
import { dueReminder } from '../steps/grace-stage-reminder';

const SYSTEM: Actor = { id: SYSTEM_ACTOR, role: 'system', name: 'Lunia' };

/** Who is reminded of a document: its owner, or each owner and admin of the owning organization. */
async function recipientsOf(doc: DocumentEntity): Promise<string[]> {
  if (doc.ownerType === 'USER') return [doc.ownerId];
  const members = await listMembersOfOrganization(doc.ownerId);
  return members.filter((m) => ORGANIZATION_EXPIRY_RECIPIENT_ROLES.includes(m.role)).map((m) => m.userId);
}

/**
 * The daily expiry job (EventBridge at 10:00 UTC = 06:00 in Puerto Rico; locally a timer; on demand
 * from /admin/settings). Reads the expiry index (GSI4) up to today + 60 days, soonest first, page by
 * page. For each document:
 * - an approved document past its date makes the owner's verification fall back (steps/
 *   document-expiry.ts), audited; a lost race or a repeated run writes nothing more;
 * - the reminder due today (60/30/7 days before, on the day, or past it the grace stage its type's
 *   rule says began: steps/grace-stage-reminder.ts) is claimed with
 *   a conditional Put, so it goes out at most once per document, date and threshold even when runs
 *   race or the event is delivered twice; the table stream queues the e-mails (owner, or each
 *   organization owner/admin), which the reminder worker sends in each recipient's language.
 * `now` is for tests; the route and the schedule use the real time.
 */
export async function runExpiryCheck(input: { now?: Date } = {}) {
  const now = input.now ?? new Date();
  const startedAt = new Date().toISOString();
  const today = puertoRicoToday(now);
  const run = { documentsChecked: 0, remindersQueued: 0, remindersAlreadySent: 0, verificationFallbacks: 0 };
  const rules = await getCredentialRules();
  const window = { today, days: Math.max(EXPIRING_SOON_DAYS, EXPIRY_REMINDER_THRESHOLDS[0]) };
  await forEachExpiringDocument('Expiry check', window, async (doc) => {
    run.documentsChecked++;
    const expiresOn = doc.expiresOn as string;
    if (doc.status === 'approved' && isExpired(expiresOn, today)) {
      const consequence = await expiryConsequences(doc, { today, at: now.toISOString(), actor: SYSTEM });
      if (consequence.items.length > 0) {
        try {
          await writeTransaction(consequence.items);
          if (consequence.fallback) run.verificationFallbacks++;
        } catch (error) {
          // The owner changed meanwhile (another run, an approval): the next run looks again.
          if (!isTransactionConflict(error)) throw error;
        }
      }
    }
    const due = dueReminder(doc.type, expiresOn, today, rules.overrides);
    if (due === null) return;
    const recipients = await recipientsOf(doc);
    if (recipients.length === 0) return;
    const claimed = await claimExpiryReminder({
      documentId: doc.id,
      expiresOn,
      threshold: due.threshold,
      daysLeft: daysBetween(today, expiresOn),
      ownerType: doc.ownerType,
      ownerId: doc.ownerId,
      type: doc.type,
      recipients,
      claimedAt: now.toISOString(),
      ...(due.stage ? { stage: due.stage } : {}),
    });
    if (claimed) run.remindersQueued += recipients.length;
    else run.remindersAlreadySent += recipients.length;
  });
  const result = { today, startedAt, finishedAt: new Date().toISOString(), ...run };
  logger.info('Expiry check done', result);
  return { run: result };
}
