import type { InviteRole } from '../../domain/constants';
import { layoutWithLink, type MailTemplate, subjectText } from '../layout';

export interface OrganizationInvitationData {
  inviterName: string;
  organizationName: string;
  role: InviteRole;
  /** The inviter's note, shown as theirs (may be empty). */
  message: string;
  /** The single-use link: the site's dashboard with the invitation id and token in the fragment. */
  link: string;
  /** When the link stops working (ISO date-time). */
  expiresAt: string;
}

const ROLE = {
  en: { member: 'Member', admin: 'Administrator', manager: 'Manager' },
  es: { member: 'Miembro', admin: 'Administrador', manager: 'Gerente' },
} as const;

const day = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'America/Puerto_Rico',
  });

/** An organization's owner or admin invites someone to its team (portal-and-admin §7 invites). */
export const organizationInvitation: MailTemplate<OrganizationInvitationData> = {
  en: (data) => ({
    subject: subjectText(`${data.inviterName} invited you to join ${data.organizationName} on Lunia`, 120),
    ...layoutWithLink(
      'en',
      [
        'Hello,',
        `${data.inviterName} invited you to join ${data.organizationName} on Lunia as ${ROLE.en[data.role]}.`,
        ...(data.message.trim() ? [`Their note: "${data.message.trim()}"`] : []),
        'Open the link below, sign in or create your Lunia ID with this e-mail address, and accept the invitation on your dashboard.',
      ],
      { label: 'View the invitation', url: data.link },
      [
        `The link works once and until ${day(data.expiresAt, 'en-US')}. If you did not expect this invitation, you can ignore this e-mail.`,
      ],
      'The Lunia team',
    ),
  }),
  es: (data) => ({
    subject: subjectText(`${data.inviterName} le invitó a unirse a ${data.organizationName} en Lunia`, 120),
    ...layoutWithLink(
      'es',
      [
        'Hola:',
        `${data.inviterName} le invitó a unirse a ${data.organizationName} en Lunia como ${ROLE.es[data.role]}.`,
        ...(data.message.trim() ? [`Su nota: «${data.message.trim()}»`] : []),
        'Abra el enlace, inicie sesión o cree su Lunia ID con esta dirección de correo electrónico y acepte la invitación en su panel.',
      ],
      { label: 'Ver la invitación', url: data.link },
      [
        `El enlace funciona una sola vez y hasta el ${day(data.expiresAt, 'es-PR')}. Si no esperaba esta invitación, puede ignorar este correo.`,
      ],
      'El equipo de Lunia',
    ),
  }),
};
