import type { Language } from '@lunia/shared/domain/constants';
import { MODULE_STATUSES, type ModuleStatus } from '@lunia/shared/domain/modules';
import { formatUsd } from '../../../lib/format';

// Money and counts are formatted once for the whole app (lib/format.ts).
export { formatCount, formatUsd } from '../../../lib/format';

const locales: Record<Language, string> = { en: 'en-US', es: 'es-PR' };

/** A payment amount kept in cents, shown in dollars (spec §9: cents ÷ 100). */
export function formatUsdCents(cents: number, language: Language): string {
  return formatUsd(cents / 100, language);
}

/** A moment (ISO) as date and time in the viewer's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" / "hace 5 minutos": how long before `now` the moment was, in the largest fitting unit. */
export function formatRelativeTime(iso: string, now: number, language: Language): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) {
      return new Intl.RelativeTimeFormat(locales[language], { numeric: 'auto' }).format(Math.round(value), unit);
    }
    value /= size;
  }
  return formatDateTime(iso, language);
}

/** A module status the API reports, if it is one the page has a badge for (else it is shown as it came). */
export function moduleStatusOf(status: string): ModuleStatus | null {
  return (MODULE_STATUSES as readonly string[]).includes(status) ? (status as ModuleStatus) : null;
}
