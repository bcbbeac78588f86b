import { changeMemberRoleBody } from '@lunia/shared/api/schemas/team';
import type { OrgRole } from '@lunia/shared/domain/constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { MessageBanner } from '../../../components/ui/message-banner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { TeamErrorKey } from '../team-controls';
import '../i18n';

type FormInput = z.input<typeof changeMemberRoleBody>;

/** Rank of a role: stepping from a lower rank down is losing rights. */
const RANK: Record<OrgRole, number> = { owner: 0, admin: 1, manager: 2, member: 3 };

/**
 * Change a member's role: a labelled native select of the roles the rules allow (the current one
 * first selected), with a warning when the caller lowers their own role.
 */
export function ChangeRoleDialog({
  name,
  currentRole,
  roles,
  isSelf,
  busy,
  failure,
  onSave,
  onClose,
}: {
  name: string;
  currentRole: OrgRole;
  roles: readonly OrgRole[];
  isSelf: boolean;
  busy: boolean;
  failure: TeamErrorKey | null;
  onSave: (role: OrgRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('organization-admin');
  const { register, handleSubmit, watch } = useForm<FormInput>({
    resolver: schemaResolver(changeMemberRoleBody),
    defaultValues: { role: currentRole },
  });
  const chosen = watch('role');
  const stepsDown = isSelf && RANK[chosen] > RANK[currentRole];

  return (
    <ModalDialog
      title={isSelf ? t('team.roleDialog.titleSelf') : t('team.roleDialog.title', { name })}
      description={t('team.roleDialog.description')}
      onClose={onClose}
    >
      <form onSubmit={handleSubmit((values) => onSave(values.role))} noValidate className="space-y-4">
        {failure && <MessageBanner tone="error">{t(failure)}</MessageBanner>}
        <SelectField label={t('team.roleDialog.label')} {...register('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`team.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <p className="text-slate-600 text-sm dark:text-slate-400">{t(`team.roleHelp.${chosen}`)}</p>
        {stepsDown && <MessageBanner tone="info">{t('team.roleDialog.selfWarning')}</MessageBanner>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('team.roleDialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy || chosen === currentRole}>
            {busy ? t('team.roleDialog.saving') : t('team.roleDialog.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
