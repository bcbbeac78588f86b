import { transferOwnershipBody } from '@lunia/shared/api/schemas/organizations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useOrganizationBilling } from '../../../entities/billing/api/get-organization-billing';
import type { TeamMember } from '../../../entities/members/api/list-members';
import { ApiError } from '../../../lib/api-client';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error-message';
import { chooseActiveOrganization } from '../../../lib/auth/active-organization';
import { fieldErrorText } from '../../../lib/field-error-text';
import { notify } from '../../../lib/notifications';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { paths } from '../../../paths';
import { useDeleteOrganization, useTransferOwnership } from '../api/organization-lifecycle';
import { type DeletionBlock, deletionBlock } from '../deletion-block';
import '../i18n';

type TransferInput = z.input<typeof transferOwnershipBody>;
type TransferOutput = z.output<typeof transferOwnershipBody>;

/**
 * What a failed transfer or deletion tells the owner: the plan to cancel first, or when a cancelled
 * plan's period ends (issue 40), else the code's message.
 */
function useLifecycleFailure() {
  const { t, i18n } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation();
  return (error: unknown) => {
    const code = apiErrorCode(error);
    if (code === 'PLAN_ALREADY_ACTIVE') return t('lifecycle.delete.planActive');
    if (code === 'PLAN_ENDS_AT_PERIOD_END') {
      const endsAt = error instanceof ApiError ? error.details?.endsAt : undefined;
      return planEndingText(t, i18n.language, typeof endsAt === 'string' ? endsAt : null);
    }
    return apiErrorMessage(tCommon, error);
  };
}

type Translate = ReturnType<typeof useTranslation<'organization-admin'>>['t'];

function planEndingText(t: Translate, language: string, endsAt: string | null): string {
  if (!endsAt) return t('lifecycle.delete.planEndingUndated');
  const date = new Date(endsAt).toLocaleDateString(language, { dateStyle: 'long' });
  return t('lifecycle.delete.planEnding', { date });
}

/** Why deletion is not possible yet, before the owner tries (issue 40). */
function DeletionBlockNotice({ block }: { block: DeletionBlock }) {
  const { t, i18n } = useTranslation('organization-admin');
  if (!block) return null;
  return (
    <p className="mt-2 text-slate-700 text-sm dark:text-slate-300">
      {block.kind === 'plan-ending' ? planEndingText(t, i18n.language, block.endsAt) : t('lifecycle.delete.planActive')}
    </p>
  );
}

/** Transfer ownership: pick another member, confirm; the caller becomes an admin. */
function TransferOwnership({ orgId, others }: { orgId: string; others: TeamMember[] }) {
  const { t } = useTranslation('organization-admin');
  const { t: tCommon } = useTranslation();
  const failureOf = useLifecycleFailure();
  const transfer = useTransferOwnership(orgId);
  const [chosen, setChosen] = useState<TeamMember | null>(null);
  const {
    field,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<TransferInput, TransferOutput>(transferOwnershipBody, { defaultValues: { userId: '' } }, () =>
    transfer.reset(),
  );
  const nameOf = (member: TeamMember) =>
    `${member.firstName} ${member.lastName}`.trim() || member.email || t('team.unknownUser');
  const label = t('lifecycle.transfer.member');

  async function confirm(member: TeamMember) {
    try {
      await transfer.mutateAsync(member.userId);
      setChosen(null);
      notify({
        type: 'success',
        title: t('lifecycle.transfer.doneTitle'),
        message: t('lifecycle.transfer.done', { name: nameOf(member) }),
      });
    } catch {
      // The dialog shows the failure (transfer.error).
    }
  }

  if (others.length === 0) {
    return <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{t('lifecycle.transfer.noOne')}</p>;
  }
  return (
    <>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={handleSubmit(({ userId }) => {
          transfer.reset();
          setChosen(others.find((member) => member.userId === userId) ?? null);
        })}
      >
        <SelectField
          className="min-w-64"
          label={label}
          required
          error={fieldErrorText(tCommon, errors.userId, label)}
          {...field('userId')}
        >
          <option value="">{t('lifecycle.transfer.choose')}</option>
          {others.map((member) => (
            <option key={member.userId} value={member.userId}>
              {nameOf(member)} · {t(`team.roles.${member.role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {t('lifecycle.transfer.action')}
        </Button>
      </form>
      {chosen && (
        <ConfirmDialog
          title={t('lifecycle.transfer.confirmTitle', { name: nameOf(chosen) })}
          message={t('lifecycle.transfer.confirmMessage', { name: nameOf(chosen) })}
          confirmLabel={t('lifecycle.transfer.confirm')}
          busyLabel={t('lifecycle.working')}
          cancelLabel={t('lifecycle.cancel')}
          busy={transfer.isPending}
          destructive={false}
          failure={transfer.isError ? failureOf(transfer.error) : null}
          onConfirm={() => void confirm(chosen)}
          onClose={() => setChosen(null)}
        />
      )}
    </>
  );
}

/** Delete the organization: confirmed by typing its name; refused while a plan is live (cancel it in Billing). */
function DeleteOrganization({ orgId, orgName }: { orgId: string; orgName: string }) {
  const { t } = useTranslation('organization-admin');
  const failureOf = useLifecycleFailure();
  const navigate = useNavigate();
  const remove = useDeleteOrganization(orgId);
  const billing = useOrganizationBilling(orgId);
  const block = billing.data ? deletionBlock(billing.data.plan) : null;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  async function confirm() {
    try {
      await remove.mutateAsync();
    } catch {
      return; // The dialog shows the failure (remove.error).
    }
    chooseActiveOrganization(null);
    notify({
      type: 'success',
      title: t('lifecycle.delete.doneTitle'),
      message: t('lifecycle.delete.done', { name: orgName }),
    });
    navigate(paths.dashboard, { replace: true });
  }

  return (
    <>
      <DeletionBlockNotice block={block} />
      <Button
        variant="secondary"
        className="mt-3"
        disabled={block !== null}
        onClick={() => {
          remove.reset();
          setTyped('');
          setOpen(true);
        }}
      >
        {t('lifecycle.delete.action')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('lifecycle.delete.confirmTitle', { name: orgName })}
          message={t('lifecycle.delete.confirmMessage')}
          confirmLabel={t('lifecycle.delete.confirm')}
          busyLabel={t('lifecycle.working')}
          cancelLabel={t('lifecycle.cancel')}
          busy={remove.isPending}
          confirmDisabled={typed.trim() !== orgName.trim()}
          failure={remove.isError ? failureOf(remove.error) : null}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        >
          <TextField
            className="mt-4"
            label={t('lifecycle.delete.typeName', { name: orgName })}
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              remove.reset();
            }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Issue 24, for the owner only: hand the organization to another member, or delete it. Both are
 * confirmed in a dialog; deleting asks for the organization's name and, afterwards, the dashboard
 * opens in individual context.
 */
export function OwnerSettings({
  orgId,
  orgName,
  members,
  selfId,
}: {
  orgId: string;
  orgName: string;
  members: TeamMember[];
  selfId: string;
}) {
  const { t } = useTranslation('organization-admin');
  const headingId = useId();
  const others = members.filter((member) => member.userId !== selfId);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-red-200 bg-white p-6 dark:border-red-400/40 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900 dark:text-white">
        {t('lifecycle.title')}
      </h2>
      <h3 className="mt-4 font-medium text-slate-900 text-sm dark:text-white">{t('lifecycle.transfer.title')}</h3>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('lifecycle.transfer.description')}</p>
      <TransferOwnership orgId={orgId} others={others} />
      <h3 className="mt-6 font-medium text-slate-900 text-sm dark:text-white">{t('lifecycle.delete.title')}</h3>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{t('lifecycle.delete.description')}</p>
      <DeleteOrganization orgId={orgId} orgName={orgName} />
    </section>
  );
}
