import type { OrgRole } from '@lunia/shared/domain/constants';
import { isOrganizationOwnerOrAdmin } from '@lunia/shared/domain/organization-roles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { type DataColumn, DataTable } from '../../../components/ui/data-table';
import { MessageBanner } from '../../../components/ui/message-banner';
import { PageState } from '../../../components/ui/page-state';
import { type TeamMember, useMembers } from '../../../entities/members/api/list-members';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../paths';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { memberControls, ownersIn, type TeamErrorKey, teamErrorKey } from '../team-controls';
import { ChangeRoleDialog } from './change-role-dialog';
import { OrganizationDetailsSection } from './organization-details-section';
import { OwnerSettings } from './owner-settings';
import { RemoveMemberDialog } from './remove-member-dialog';
import '../i18n';

type Dialog = { kind: 'role' | 'remove'; member: TeamMember } | null;
type Notice = { key: 'team.done.role' | 'team.done.removed'; name: string; role?: OrgRole };

const roleTone: Record<OrgRole, BadgeTone> = { owner: 'brand', admin: 'violet', manager: 'info', member: 'neutral' };

function RoleBadge({ role }: { role: OrgRole }) {
  const { t } = useTranslation('organization-admin');
  return <Badge tone={roleTone[role]}>{t(`team.roles.${role}`)}</Badge>;
}

/**
 * The Team Management tab (portal spec §2, §6; issue 10): the organization's members with name,
 * e-mail, role and join date, "You" by the caller; owners and admins change roles and remove members
 * within the rules (only an owner touches an owner or the owner role; the last owner stays), and a
 * row the rules lock says why. Every failure is shown.
 */
export function TeamTab({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t, i18n } = useTranslation('organization-admin');
  const session = useAuthenticatedSession();
  const selfId = session.user.id;
  const members = useMembers(orgId);
  const changeRole = useChangeMemberRole(orgId, selfId);
  const removeMember = useRemoveMember(orgId, selfId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<TeamErrorKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (members.isPending) return <PageState kind="loading" message={t('team.loading')} />;
  if (members.isError) {
    return (
      <PageState
        kind="error"
        message={t(teamErrorKey(members.error, 'list'))}
        onRetry={() => void members.refetch()}
        retryLabel={t('team.retry')}
      />
    );
  }

  const list = members.data;
  const language = currentLanguage(i18n.language);
  const actorRole = list.find((member) => member.userId === selfId)?.role;
  const ownerCount = ownersIn(list);
  const canManage = actorRole === 'owner' || actorRole === 'admin';
  const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || t('team.unknownUser');

  function open(kind: 'role' | 'remove', member: TeamMember) {
    setFailure(null);
    setNotice(null);
    setDialog({ kind, member });
  }

  async function saveRole(member: TeamMember, role: OrgRole) {
    setFailure(null);
    try {
      await changeRole.mutateAsync({ userId: member.userId, role });
      setDialog(null);
      setNotice({ key: 'team.done.role', name: nameOf(member), role });
    } catch (error) {
      setFailure(teamErrorKey(error, 'role'));
    }
  }

  async function confirmRemove(member: TeamMember) {
    setFailure(null);
    try {
      await removeMember.mutateAsync(member.userId);
      setDialog(null);
      setNotice({ key: 'team.done.removed', name: nameOf(member) });
      // The row that opened the dialog is gone: keep the keyboard user in the tab.
      heading.current?.focus();
    } catch (error) {
      setFailure(teamErrorKey(error, 'remove'));
    }
  }

  const columns: DataColumn<TeamMember>[] = [
    {
      id: 'name',
      header: t('team.columns.name'),
      rowHeader: true,
      className: 'whitespace-nowrap font-medium',
      sortValue: nameOf,
      cell: (member) => (
        <>
          {nameOf(member)}
          {member.userId === selfId && (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200">
              {t('team.you')}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'email',
      header: t('team.columns.email'),
      className: 'text-slate-700 dark:text-slate-300',
      sortValue: (member) => member.email,
      cell: (member) => member.email || t('team.noEmail'),
    },
    {
      id: 'role',
      header: t('team.columns.role'),
      sortValue: (member) => member.role,
      cell: (member) => <RoleBadge role={member.role} />,
    },
    {
      id: 'joined',
      header: t('team.columns.joined'),
      className: 'whitespace-nowrap text-slate-700 dark:text-slate-300',
      sortValue: (member) => member.joinedAt,
      cell: (member) => formatDate(member.joinedAt.slice(0, 10), language),
    },
    {
      id: 'actions',
      header: t('team.columns.actions'),
      cell: (member) => {
        if (!canManage) return null;
        const isSelf = member.userId === selfId;
        const name = nameOf(member);
        const controls = memberControls({ actorRole, targetRole: member.role, ownerCount });
        return (
          <div className="flex flex-wrap items-center gap-2">
            {controls.roles.length > 0 && (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                aria-label={t('team.changeRoleOf', { name })}
                onClick={() => open('role', member)}
              >
                {t('team.changeRole')}
              </Button>
            )}
            {controls.canRemove && (
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                aria-label={isSelf ? t('team.leave') : t('team.removeName', { name })}
                onClick={() => open('remove', member)}
              >
                {isSelf ? t('team.leave') : t('team.remove')}
              </Button>
            )}
            {controls.lock && (
              <p className="min-w-48 max-w-xs text-slate-600 text-xs dark:text-slate-400">
                {t(`team.locked.${controls.lock}`)}
              </p>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 text-xl outline-none dark:text-white">
            {t('team.title')}
          </h2>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('team.count', { count: list.length })}</p>
        </div>
        {/* Inviting is on its own tab; the team list says where (issue 40). */}
        {canManage && <ButtonLink to={`${paths.organizationAdmin}?tab=invites`}>{t('team.invite')}</ButtonLink>}
      </div>

      {!canManage && <MessageBanner tone="info">{t('team.readOnly')}</MessageBanner>}
      {notice && (
        <MessageBanner tone="success">
          {t(notice.key, { name: notice.name, role: notice.role ? t(`team.roles.${notice.role}`) : '' })}
        </MessageBanner>
      )}

      <DataTable
        rows={list}
        columns={columns}
        rowId={(member) => member.userId}
        caption={t('team.caption')}
        stickyLastColumn={canManage}
        empty={t('team.count', { count: 0 })}
      />

      {actorRole && isOrganizationOwnerOrAdmin(actorRole) && <OrganizationDetailsSection orgId={orgId} />}

      {actorRole === 'owner' && <OwnerSettings orgId={orgId} orgName={orgName} members={list} selfId={selfId} />}

      {dialog?.kind === 'role' && (
        <ChangeRoleDialog
          name={nameOf(dialog.member)}
          currentRole={dialog.member.role}
          roles={memberControls({ actorRole, targetRole: dialog.member.role, ownerCount }).roles}
          isSelf={dialog.member.userId === selfId}
          busy={changeRole.isPending}
          failure={failure}
          onSave={(role) => void saveRole(dialog.member, role)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveMemberDialog
          name={nameOf(dialog.member)}
          isSelf={dialog.member.userId === selfId}
          busy={removeMember.isPending}
          failure={failure}
          onConfirm={() => void confirmRemove(dialog.member)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
