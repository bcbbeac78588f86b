import { layout, type MailTemplate } from '../layout';

export interface OrganizationChangeApprovedData {
  firstName: string;
  /** The organization's name after the change (the new legal name when that was the change). */
  organizationName: string;
}

export interface OrganizationDecisionData {
  firstName: string;
  organizationName: string;
  /** The reason the super admin gave (shown as written). */
  reason: string;
}

/** Sent to an organization's owner when Lunia approves the new legal name or license number (issue 24). */
export const organizationChangeApproved: MailTemplate<OrganizationChangeApprovedData> = {
  en: ({ firstName, organizationName }) => ({
    subject: `Your organization's details were updated on Lunia`,
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has reviewed and approved the change of legal name or pharmacy license number you asked for. Your organization now appears as ${organizationName}.`,
        'Sign in to Lunia and open Manage Organization to see its details.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName }) => ({
    subject: 'Los datos de su organización se actualizaron en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia revisó y aprobó el cambio de nombre legal o de número de licencia de farmacia que solicitó. Su organización ahora aparece como ${organizationName}.`,
        'Inicie sesión en Lunia y abra Administrar organización para ver sus datos.',
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** Sent to an organization's owner when Lunia rejects the change of legal name or license number (issue 24). */
export const organizationChangeRejected: MailTemplate<OrganizationDecisionData> = {
  en: ({ firstName, organizationName, reason }) => ({
    subject: 'The change to your organization was not approved',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has reviewed the change of legal name or pharmacy license number you asked for ${organizationName} and could not approve it. The verified details stay as they were.`,
        `Reason: ${reason}`,
        'You can send a corrected change from Manage Organization, or reply to this e-mail with any questions.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, reason }) => ({
    subject: 'El cambio de su organización no fue aprobado',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia revisó el cambio de nombre legal o de número de licencia de farmacia que solicitó para ${organizationName} y no pudo aprobarlo. Los datos verificados se mantienen.`,
        `Motivo: ${reason}`,
        'Puede enviar un cambio corregido desde Administrar organización, o responder a este correo si tiene preguntas.',
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** Sent to an organization's owner when Lunia revokes its approval (issue 24). */
export const organizationApprovalRevoked: MailTemplate<OrganizationDecisionData> = {
  en: ({ firstName, organizationName, reason }) => ({
    subject: 'Your organization is no longer approved on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Lunia has revoked the approval of your organization ${organizationName}. It is back in review, and its modules cannot be opened until it is approved again.`,
        `Reason: ${reason}`,
        'If you have questions or want to resolve this, reply to this e-mail or contact Lunia support.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, reason }) => ({
    subject: 'Su organización ya no está aprobada en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Lunia revocó la aprobación de su organización ${organizationName}. Vuelve a estar en revisión y sus módulos no se pueden abrir hasta que se apruebe de nuevo.`,
        `Motivo: ${reason}`,
        'Si tiene preguntas o desea resolverlo, responda a este correo o comuníquese con el soporte de Lunia.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
