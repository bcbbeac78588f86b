import type { PharmacistInChargeReleaseReason } from '../../domain/location-coverage';
import { layout, type MailTemplate } from '../layout';

export interface PharmacistInChargeReleasedData {
  firstName: string;
  organizationName: string;
  locationName: string;
  /** The person who was pharmacist in charge (as the location named them). */
  pharmacistName: string;
  reason: PharmacistInChargeReleaseReason;
  /** The organization admin page's locations tab. */
  link: string;
}

const REASON = {
  en: {
    left: 'is no longer a member of the organization',
    account_deleted: 'deleted their Lunia account',
    disabled: 'had their Lunia account disabled',
    demoted: 'had their role in the organization lowered',
  },
  es: {
    left: 'ya no es miembro de la organización',
    account_deleted: 'eliminó su cuenta de Lunia',
    disabled: 'tiene su cuenta de Lunia desactivada',
    demoted: 'tiene ahora un rol menor en la organización',
  },
} as const;

/**
 * Sent to each owner of an organization when Lunia clears a location's pharmacist in charge because
 * that person left, deleted or lost their account, or was demoted (issue 40): the location is
 * uncovered until someone is named. The subject carries no text anyone typed.
 */
export const pharmacistInChargeReleased: MailTemplate<PharmacistInChargeReleasedData> = {
  en: ({ firstName, organizationName, locationName, pharmacistName, reason, link }) => ({
    subject: 'A location of your pharmacy has no pharmacist in charge',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `${pharmacistName} ${REASON.en[reason]}, so they are no longer the pharmacist in charge of the location ${locationName} of ${organizationName}. The location is uncovered.`,
        'A pharmacy must have a pharmacist in charge (farmacéutico regente) with a current license. Name another pharmacist in charge for this location.',
        `Review your locations: ${link}`,
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, locationName, pharmacistName, reason, link }) => ({
    subject: 'Una sucursal de su farmacia no tiene farmacéutico regente',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `${pharmacistName} ${REASON.es[reason]}, así que ya no es el farmacéutico regente de la sucursal ${locationName} de ${organizationName}. La sucursal no tiene cobertura.`,
        'Toda farmacia debe tener un farmacéutico regente con licencia vigente. Designe otro farmacéutico regente para esta sucursal.',
        `Revise sus sucursales: ${link}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
