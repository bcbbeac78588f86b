/**
 * Continuing education (issue 27 part B): the pharmacist's licence cycle, the hours it requires, the
 * rules of a recorded activity and the reminder months. Dates are Puerto Rico calendar dates
 * (`YYYY-MM-DD`, ./document-expiry.ts). Pure; the web and the functions apply the same rules.
 * Sources and reasons: docs/decisions/0068-continuing-education.md, "Continuing education".
 */
import { addDays, daysBetween, isCalendarDate } from './document-expiry';

/**
 * A pharmacist licence is recertified every 3 years (P.R. Laws tit. 20 §409 ff.;
 * docs/decisions/0068-continuing-education.md): the catalogue's default cycle. The cycle in force is the pharmacist
 * licence's credential rule, which a super admin may change (credentials/catalogue.ts `ceCycleMonths`).
 */
export const CE_CYCLE_MONTHS = 36;
/**
 * The default contact hours of continuing education a pharmacist needs per licence cycle. Its source
 * is unverified, so the figure in force is data a super admin can edit: the pharmacist licence's
 * `ceHours` in the credential rules (credentials/catalogue.ts `ceRequiredHours`).
 */
export const CE_REQUIRED_HOURS = 35;
/** Hours of one activity: more than 0, at most 100, in quarter hours (certificates state 0.25, 1.5, 2.75…). */
export const CE_MAX_HOURS = 100;
export const CE_HOURS_STEP = 0.25;
/** The oldest completion date accepted: older is a typo (no cycle reaches that far back). */
export const CE_MAX_AGE_YEARS = 10;
/** Reminder e-mails go out this many months before the cycle ends, when hours are short. Largest first. */
export const CE_REMINDER_MONTHS = [6, 3, 1] as const;
export type CeReminderMonths = (typeof CE_REMINDER_MONTHS)[number];
/** Longest title and provider of an activity. */
export const CE_TEXT_MAX = 200;

/** `date` plus `months` calendar months (negative to go back), clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface CeCycle {
  /** The first day that counts: the day after the same date one licence cycle before the end. */
  startsOn: string;
  /** The licence's expiry date: the last day of the cycle. */
  endsOn: string;
}

/** The cycle that ends on the licence's expiry date and began one licence cycle (`cycleMonths`) before. */
export function ceCycleOf(licenceExpiresOn: string, cycleMonths = CE_CYCLE_MONTHS): CeCycle {
  return { startsOn: addDays(addMonths(licenceExpiresOn, -cycleMonths), 1), endsOn: licenceExpiresOn };
}

export const countsInCycle = (completedOn: string, cycle: CeCycle) =>
  completedOn >= cycle.startsOn && completedOn <= cycle.endsOn;

/** Hours completed inside the cycle (sums of quarter hours are exact in binary floating point). */
export function completedHoursIn(activities: readonly { hours: number; completedOn: string }[], cycle: CeCycle) {
  return activities.reduce(
    (sum, activity) => sum + (countsInCycle(activity.completedOn, cycle) ? activity.hours : 0),
    0,
  );
}

/** Hours still missing in the cycle, against the hours required in force. */
export const missingHours = (completedHours: number, requiredHours: number) =>
  Math.max(0, requiredHours - completedHours);

export const isQuarterHour = (hours: number) => Number.isInteger(hours / CE_HOURS_STEP);

export type CeHoursProblem = 'too_few' | 'too_many' | 'not_quarter';
export function ceHoursProblem(hours: number): CeHoursProblem | null {
  if (!(hours > 0)) return 'too_few';
  if (hours > CE_MAX_HOURS) return 'too_many';
  if (!isQuarterHour(hours)) return 'not_quarter';
  return null;
}

export const CE_HOURS_MESSAGES: Record<CeHoursProblem, string> = {
  too_few: 'Hours must be more than 0',
  too_many: `Hours must be at most ${CE_MAX_HOURS}`,
  not_quarter: 'Hours must be in quarter hours (for example 1, 1.25, 1.5 or 1.75)',
};

export type CompletedOnProblem = 'invalid' | 'future' | 'too_old';
/** A completion date must be a real date, not after today in Puerto Rico, and not absurdly old. */
export function completedOnProblem(completedOn: string, today: string): CompletedOnProblem | null {
  if (!isCalendarDate(completedOn)) return 'invalid';
  if (daysBetween(today, completedOn) > 0) return 'future';
  if (completedOn < addMonths(today, -12 * CE_MAX_AGE_YEARS)) return 'too_old';
  return null;
}

export const COMPLETED_ON_MESSAGES: Record<CompletedOnProblem, string> = {
  invalid: 'Please enter a valid completion date',
  future: 'The completion date cannot be in the future',
  too_old: `The completion date must be within the last ${CE_MAX_AGE_YEARS} years`,
};

/**
 * The reminder due today for a cycle ending on `endsOn`, if any: the smallest month threshold
 * already reached (a licence entered 2 months before its end gets the 3-month reminder, not the
 * 6-month one). Null before 6 months out and after the cycle ended.
 */
export function dueCeReminder(endsOn: string, today: string): CeReminderMonths | null {
  if (today > endsOn || today < addMonths(endsOn, -CE_REMINDER_MONTHS[0])) return null;
  let due: CeReminderMonths = CE_REMINDER_MONTHS[0];
  for (const months of CE_REMINDER_MONTHS) if (today >= addMonths(endsOn, -months)) due = months;
  return due;
}
