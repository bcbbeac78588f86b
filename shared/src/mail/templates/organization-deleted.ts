import { layout, type MailTemplate } from '../layout';

export interface OrganizationDeletedData {
  firstName: string;
  organizationName: string;
}

/** Sent to every member of an organization its owner deleted (issue 24). */
export const organizationDeleted: MailTemplate<OrganizationDeletedData> = {
  en: ({ firstName, organizationName }) => ({
    subject: 'An organization you belonged to was deleted on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `The owner of ${organizationName} has deleted the organization on Lunia. You no longer have access to it, and its pending invitations were cancelled.`,
        'Your own Lunia account is not affected.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName }) => ({
    subject: 'Se eliminó una organización de la que era miembro en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `El propietario de ${organizationName} eliminó la organización en Lunia. Ya no tiene acceso a ella y sus invitaciones pendientes fueron canceladas.`,
        'Su propia cuenta de Lunia no se ve afectada.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
