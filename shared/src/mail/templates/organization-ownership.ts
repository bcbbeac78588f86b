import { layout, type MailTemplate } from '../layout';

export interface OwnershipTransferredData {
  firstName: string;
  organizationName: string;
  /** What the transfer made of the addressee: the new owner, or the former owner (now an admin). */
  newRole: 'owner' | 'admin';
  /** The other person of the transfer: the former owner (to the new one) or the new owner (to the former one). */
  otherName: string;
}

/** Sent to both people of a transfer of an organization's ownership (issue 24). */
export const organizationOwnershipTransferred: MailTemplate<OwnershipTransferredData> = {
  en: ({ firstName, organizationName, newRole, otherName }) => ({
    subject: 'Ownership of your organization on Lunia has changed',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        newRole === 'owner'
          ? `${otherName} has transferred the ownership of ${organizationName} to you. You are now its owner: you manage its team, billing and details.`
          : `You have transferred the ownership of ${organizationName} to ${otherName}. You remain in the organization as an admin.`,
        'If you did not expect this, contact Lunia support.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, newRole, otherName }) => ({
    subject: 'Cambió la propiedad de su organización en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        newRole === 'owner'
          ? `${otherName} le transfirió la propiedad de ${organizationName}. Ahora usted es su propietario: administra su equipo, su facturación y sus datos.`
          : `Usted transfirió la propiedad de ${organizationName} a ${otherName}. Sigue en la organización como administrador.`,
        'Si no esperaba este cambio, comuníquese con el soporte de Lunia.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
