import type { OrgRole } from '../../domain/constants';
import { layout, type MailTemplate } from '../layout';
import { quotedName } from '../user-text';

export interface InviteAcceptedData {
  /** The inviter's first name (the e-mail goes to the person who sent the invitation). */
  firstName: string;
  /** The person who accepted: their name, or their e-mail when they gave none. */
  memberName: string;
  organizationName: string;
  role: OrgRole;
}

export interface MemberRoleChangedData {
  firstName: string;
  organizationName: string;
  fromRole: OrgRole;
  toRole: OrgRole;
}

export interface MemberRemovedData {
  firstName: string;
  organizationName: string;
}

const ROLE = {
  en: { owner: 'Owner', admin: 'Administrator', manager: 'Manager', member: 'Member' },
  es: { owner: 'Propietario', admin: 'Administrador', manager: 'Gerente', member: 'Miembro' },
} as const;

/** The person an invitation was sent to joined (issue 25): the inviter hears of it. */
export const inviteAccepted: MailTemplate<InviteAcceptedData> = {
  en: ({ firstName, memberName, organizationName, role }) => ({
    subject: 'A new member joined your organization on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `${quotedName(memberName, 'en')} accepted your invitation and joined ${quotedName(organizationName, 'en')} as ${ROLE.en[role]}.`,
        'You can see and manage the team in Manage Organization.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, memberName, organizationName, role }) => ({
    subject: 'Un nuevo miembro se unió a su organización en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `${quotedName(memberName, 'es')} aceptó su invitación y se unió a ${quotedName(organizationName, 'es')} como ${ROLE.es[role]}.`,
        'Puede ver y administrar el equipo en Administrar organización.',
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** An owner or admin changed a member's role (issue 25): the member hears of it. */
export const memberRoleChanged: MailTemplate<MemberRoleChangedData> = {
  en: ({ firstName, organizationName, fromRole, toRole }) => ({
    subject: 'Your role in an organization on Lunia changed',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `Your role in ${organizationName} on Lunia changed from ${ROLE.en[fromRole]} to ${ROLE.en[toRole]}.`,
        'What you can see and do in the organization follows your new role from now on. If you did not expect this change, contact the organization’s owner.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName, fromRole, toRole }) => ({
    subject: 'Su rol en una organización de Lunia cambió',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Su rol en ${organizationName} en Lunia cambió de ${ROLE.es[fromRole]} a ${ROLE.es[toRole]}.`,
        'Desde ahora, lo que puede ver y hacer en la organización sigue su nuevo rol. Si no esperaba este cambio, comuníquese con el propietario de la organización.',
      ],
      'El equipo de Lunia',
    ),
  }),
};

/** An owner or admin removed a member from the organization (issue 25): the member hears of it. */
export const memberRemoved: MailTemplate<MemberRemovedData> = {
  en: ({ firstName, organizationName }) => ({
    subject: 'You were removed from an organization on Lunia',
    ...layout(
      'en',
      [
        `Hi ${firstName},`,
        `You are no longer a member of ${organizationName} on Lunia, so its pages and modules no longer open for you.`,
        'Your own account, documents and verification are not affected. If you did not expect this, contact the organization’s owner.',
      ],
      'The Lunia team',
    ),
  }),
  es: ({ firstName, organizationName }) => ({
    subject: 'Ya no es miembro de una organización en Lunia',
    ...layout(
      'es',
      [
        `Hola ${firstName}:`,
        `Ya no es miembro de ${organizationName} en Lunia, por lo que sus páginas y módulos ya no se abren para usted.`,
        'Su propia cuenta, sus documentos y su verificación no cambian. Si no esperaba esto, comuníquese con el propietario de la organización.',
      ],
      'El equipo de Lunia',
    ),
  }),
};
