import type { LocationCoverage } from '../../domain/location-coverage';
import { layout, type MailTemplate } from '../layout';

export interface LocationCoverageData {
  firstName: string;
  organizationName: string;
  locationName: string;
  /** What the location became: at risk or uncovered (covered is never e-mailed). */
  coverage: Exclude<LocationCoverage, 'covered'>;
  /** The pharmacist in charge's name, or '' when none is named. */
  pharmacistName: string;
  /** The organization admin page's locations tab. */
  link: string;
}

/**
 * Sent to each owner of an organization when one of its locations becomes at risk or uncovered
 * (issue 27): its pharmacist in charge's license expires within 30 days or awaits review, or the
 * location has no pharmacist in charge with a current, verified license.
 */
export const locationCoverage: MailTemplate<LocationCoverageData> = {
  en: ({ firstName, organizationName, locationName, coverage, pharmacistName, link }) => ({
    subject:
      coverage === 'at_risk'
        ? 'A location of your organization is at risk: its pharmacist in charge needs attention'
        : 'A location of your organization has no pharmacist in charge with a current license',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        coverage === 'at_risk'
          ? `The location ${locationName} of ${organizationName} is at risk: the pharmacist license of its pharmacist in charge${pharmacistName ? `, ${pharmacistName},` : ''} expires within 30 days or is still awaiting review.`
          : `The location ${locationName} of ${organizationName} is uncovered: ${pharmacistName ? `the pharmacist license of its pharmacist in charge, ${pharmacistName}, is expired, denied or missing, or they are no longer a member` : 'it has no pharmacist in charge'}.`,
        'A pharmacy must have a pharmacist in charge (farmacéutico regente) with a current license. Renew the license or name another pharmacist in charge.',
        `Review your locations: ${link}`,
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, locationName, coverage, pharmacistName, link }) => ({
    subject:
      coverage === 'at_risk'
        ? 'Una sucursal de su organización está en riesgo: su farmacéutico regente requiere atención'
        : 'Una sucursal de su organización no tiene farmacéutico regente con licencia vigente',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        coverage === 'at_risk'
          ? `La sucursal ${locationName} de ${organizationName} está en riesgo: la licencia de farmacéutico de su regente${pharmacistName ? `, ${pharmacistName},` : ''} vence en 30 días o menos, o aún está en revisión.`
          : `La sucursal ${locationName} de ${organizationName} no tiene cobertura: ${pharmacistName ? `la licencia de farmacéutico de su regente, ${pharmacistName}, está vencida, denegada o no existe, o ya no es miembro` : 'no tiene farmacéutico regente'}.`,
        'Toda farmacia debe tener un farmacéutico regente con licencia vigente. Renueve la licencia o designe otro farmacéutico regente.',
        `Revise sus sucursales: ${link}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
