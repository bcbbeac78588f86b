import { layoutWithLink, type MailTemplate } from '../layout';
import { longDate } from './document-expiry';

export interface CeReminderData {
  firstName: string;
  /** Contact hours still missing in the cycle, and the hours the cycle requires. */
  missingHours: number;
  requiredHours: number;
  /** The cycle's last day (the pharmacist license's expiry date), `YYYY-MM-DD`. */
  cycleEndsOn: string;
  /** The continuing-education page. */
  link: string;
}

const hours = (value: number, language: 'en' | 'es') =>
  value.toLocaleString(language === 'en' ? 'en-US' : 'es-PR', { maximumFractionDigits: 2 });

/**
 * Sent 6, 3 and 1 months before a pharmacist's license cycle ends while their continuing-education
 * hours are short (issue 27): how many hours are missing and by when.
 */
export const ceReminder: MailTemplate<CeReminderData> = {
  en: ({ firstName, missingHours, requiredHours, cycleEndsOn, link }) => ({
    subject: `You need ${hours(missingHours, 'en')} more continuing-education hours by ${longDate('en', cycleEndsOn)}`,
    ...layoutWithLink(
      'en',
      [
        `Hi ${firstName},`,
        `Your pharmacist license is due for recertification on ${longDate('en', cycleEndsOn)}. The Board of Pharmacy asks for ${hours(requiredHours, 'en')} contact hours of continuing education in each 3-year cycle, and ${hours(missingHours, 'en')} hours are still missing from your record.`,
      ],
      { label: 'Record continuing education', url: link },
      ['Record the activities you have completed, and plan the rest before that date.'],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, missingHours, requiredHours, cycleEndsOn, link }) => ({
    subject: `Le faltan ${hours(missingHours, 'es')} horas de educación continua antes del ${longDate('es', cycleEndsOn)}`,
    ...layoutWithLink(
      'es',
      [
        `Hola ${firstName}:`,
        `Su licencia de farmacéutico debe recertificarse el ${longDate('es', cycleEndsOn)}. La Junta de Farmacia requiere ${hours(requiredHours, 'es')} horas contacto de educación continua en cada ciclo de 3 años, y a su registro todavía le faltan ${hours(missingHours, 'es')} horas.`,
      ],
      { label: 'Registrar educación continua', url: link },
      ['Registre las actividades que ya completó y planifique las que faltan antes de esa fecha.'],
      'El equipo de Lunia',
    ),
  }),
};
