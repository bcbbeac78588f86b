import type { InviteRole } from '../../domain/constants';
import { layoutWithLink, type MailTemplate } from '../layout';
import { attributedNote, quotedName } from '../user-text';

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

/**
 * An organization's owner or admin invites someone to its team (portal-and-admin §7 invites). It goes
 * to any address, so nothing the inviter typed decides what Lunia says (issue 39): the subject is
 * fixed, the names are quoted as given, and the note is quoted, attributed and its links broken.
 */
export const organizationInvitation: MailTemplate<OrganizationInvitationData> = {
  en: (data) => ({
    subject: 'You have been invited to an organization on Lunia',
    ...layoutWithLink(
      'en',
      [
        'Hello,',
        `${quotedName(data.inviterName, 'en')}, a Lunia user, invited you to join the organization ${quotedName(data.organizationName, 'en')} on Lunia as ${ROLE.en[data.role]}.`,
        ...attributedNote(data.message, data.inviterName, 'en'),
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
    subject: 'Le invitaron a una organización en Lunia',
    ...layoutWithLink(
      'es',
      [
        'Hola:',
        `${quotedName(data.inviterName, 'es')}, usuario de Lunia, le invitó a unirse a la organización ${quotedName(data.organizationName, 'es')} en Lunia como ${ROLE.es[data.role]}.`,
        ...attributedNote(data.message, data.inviterName, 'es'),
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
