import { layout, type MailTemplate } from '../layout';

export interface OrganizationApprovedData {
  firstName: string;
  organizationName: string;
}

/** Sent to an organization's owner when an admin approves the organization (spec §4 approve organization). */
export const organizationApproved: MailTemplate<OrganizationApprovedData> = {
  en: ({ firstName, organizationName }) => ({
    subject: 'Your organization is approved on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Your organization ${organizationName} has been verified and approved on Lunia. It can now subscribe and activate its modules.`,
        'Sign in to Lunia, choose the organization and open Manage Organization to activate BookRx and set up your locations and team.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName }) => ({
    subject: 'Su organización fue aprobada en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Su organización ${organizationName} fue verificada y aprobada en Lunia. Ya puede suscribirse y activar sus módulos.`,
        'Inicie sesión en Lunia, elija la organización y abra Administrar organización para activar BookRx y configurar sus sucursales y su equipo.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
