import {
  addMonths,
  CE_REMINDER_MONTHS,
  completedHoursIn,
  dueCeReminder,
  missingHours,
} from '@lunia/shared/domain/continuing-education';
import { ceRequiredHours } from '@lunia/shared/domain/credentials/catalogue';
import { addDays, puertoRicoToday } from '@lunia/shared/domain/document-expiry';
import { claimCeReminder, listActivities, queryLicencesEndingBetween } from '../../data/continuing-education';
import { getCredentialRules } from '../../data/credential-rules';
import { logger } from '../../lib/logger';
import { currentCeCycle } from '../steps/continuing-education-progress';

/**
 * Days a reminder stays due after its day: a run missed for up to this long still sends it; a cycle
 * end further back in the window has passed to the next threshold's window.
 */
const CATCH_UP_DAYS = 14;

/**
 * The daily continuing-education reminders (issue 27): for each threshold (6, 3, 1 months), one
 * Query of the expiry index for approved pharmacist licences whose date — the end of their holder's
 * cycle — lies that many months ahead (within the last CATCH_UP_DAYS days of the window). For each
 * holder whose current cycle it is and whose hours in it are short, the reminder is claimed with a
 * conditional Put per (person, cycle end, months), so it goes out once however often the job runs;
 * the table stream queues the e-mail (events/reactions/send-ce-reminder-mail.ts).
 * `now` is for tests; the schedule uses the real time.
 */
export async function runCeReminders(input: { now?: Date } = {}) {
  const now = input.now ?? new Date();
  const today = puertoRicoToday(now);
  const run = { licencesChecked: 0, remindersQueued: 0, remindersAlreadySent: 0, enoughHours: 0 };
  // The hours and the licence cycle in force (credential rules, editable by a super admin), read once per run.
  const { overrides } = await getCredentialRules();
  const requiredHours = ceRequiredHours(overrides);
  for (const months of CE_REMINDER_MONTHS) {
    const to = addMonths(today, months);
    const licences = await queryLicencesEndingBetween(addDays(to, -CATCH_UP_DAYS), to);
    for (const licence of licences) {
      run.licencesChecked++;
      const endsOn = licence.expiresOn as string;
      if (dueCeReminder(endsOn, today) !== months) continue;
      // Only the holder's current licence sets their cycle (an older approved one may linger).
      const cycle = await currentCeCycle(licence.ownerId, overrides);
      if (cycle?.endsOn !== endsOn) continue;
      const completedHours = completedHoursIn(await listActivities(licence.ownerId), cycle);
      const missing = missingHours(completedHours, requiredHours);
      if (missing === 0) {
        run.enoughHours++;
        continue;
      }
      const claimed = await claimCeReminder({
        userId: licence.ownerId,
        cycleEndsOn: endsOn,
        months,
        completedHours,
        missingHours: missing,
        claimedAt: now.toISOString(),
      });
      if (claimed) run.remindersQueued++;
      else run.remindersAlreadySent++;
    }
  }
  const result = { today, ...run };
  logger.info('Continuing-education reminders done', result);
  return { run: result };
}
