import { layout, type MailTemplate } from '../layout';

export interface OrganizationSuspensionData {
  firstName: string;
  organizationName: string;
  /** The reason the super admin gave (shown as written). */
  reason: string;
  /** The stage's support inbox, named in a suspension notice (issue 39). */
  supportEmail?: string;
}

/** Sent to an organization's owner when Lunia suspends it (issue 24). */
export const organizationSuspended: MailTemplate<OrganizationSuspensionData> = {
  en: ({ firstName, organizationName, reason, supportEmail }) => ({
    subject: 'Your organization is suspended on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has suspended your organization ${organizationName}. While it is suspended, its modules cannot be opened.`,
        `Reason: ${reason}`,
        `If you have questions or want to resolve this, reply to this e-mail or contact Lunia support${supportEmail ? ` at ${supportEmail}` : ''}.`,
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, reason, supportEmail }) => ({
    subject: 'Su organización está suspendida en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia suspendió su organización ${organizationName}. Mientras esté suspendida, sus módulos no se pueden abrir.`,
        `Motivo: ${reason}`,
        `Si tiene preguntas o desea resolverlo, responda a este correo o comuníquese con el soporte de Lunia${supportEmail ? ` en ${supportEmail}` : ''}.`,
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** Sent to an organization's owner when Lunia lifts its suspension (issue 24). */
export const organizationUnsuspended: MailTemplate<OrganizationSuspensionData> = {
  en: ({ firstName, organizationName, reason }) => ({
    subject: 'Your organization is no longer suspended on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has lifted the suspension of your organization ${organizationName}. Its modules open again as its plan allows.`,
        `Note: ${reason}`,
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, reason }) => ({
    subject: 'Su organización ya no está suspendida en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia levantó la suspensión de su organización ${organizationName}. Sus módulos vuelven a abrirse según su plan.`,
        `Nota: ${reason}`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
