import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { AdminOrganizationDetail } from '../../../entities/admin-organizations/api/get-admin-organization';
import { currentLanguage } from '../../../lib/i18n';
import { useOrganizationDecision } from '../api/organization-decisions';
import { formatDateTime } from '../utils/format';
import { ReasonDecisionDialog } from './reason-decision-dialog';
import { SuperAdminOnly } from './super-admin-only';
import '../i18n';

type Dialog = 'approve' | 'reject' | 'revoke';
type Done = 'approved' | 'rejected' | 'revoked';

/** The confirmation of one decision; a rejection and a revocation ask for the reason. */
function DecisionDialog({
  kind,
  organization,
  onDone,
  onClose,
}: {
  kind: Dialog;
  organization: AdminOrganizationDetail;
  onDone: (done: Done) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useOrganizationDecision();
  const orgId = organization.id;
  const done: Done = kind === 'approve' ? 'approved' : kind === 'reject' ? 'rejected' : 'revoked';
  const name = { name: organization.name };
  return (
    <ReasonDecisionDialog
      text={{
        title: t(`organizations.decisions.${kind}.title`, name),
        message: t(`organizations.decisions.${kind}.message`, name),
        confirm: t(`organizations.decisions.${kind}.confirm`),
        working: t('organizations.decisions.working'),
        cancel: t('organizations.decisions.cancel'),
        failed: t('organizations.decisions.failed'),
        reason: t('organizations.decisions.reason'),
        reasonHint: t('organizations.decisions.reasonHint'),
      }}
      withReason={kind !== 'approve'}
      destructive={kind === 'revoke'}
      decision={decide}
      onDecide={(reason) =>
        decide.mutate(kind === 'approve' ? { kind, orgId } : { kind, orgId, reason: reason ?? '' }, {
          onSuccess: () => onDone(done),
        })
      }
      onClose={onClose}
    />
  );
}

/**
 * Issue 24, in the admin's organization details: the change of legal name or licence number its owner
 * asked for (with Approve and Reject), and the revocation of its approval. Super admins decide; support
 * admins see the held change only.
 */
export function OrganizationDecisionsSection({ organization }: { organization: AdminOrganizationDetail }) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const pending = organization.pendingChange;
  const language = currentLanguage(i18n.language);
  const rows = pending ? (['name', 'pharmacyLicenseNumber'] as const).filter((key) => pending[key] !== undefined) : [];
  const open = (kind: Dialog) => {
    setDone(null);
    setDialog(kind);
  };
  if (!pending && !organization.verified && !done) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-semibold text-slate-900 text-sm dark:text-white">
        {t('organizations.decisions.title')}
      </h3>
      {pending && (
        <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-400/40 dark:bg-amber-950/30">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="warning">{t('organizations.decisions.pendingBadge')}</Badge>
            <span className="text-slate-700 dark:text-slate-300">
              {t('organizations.decisions.requestedAt', { date: formatDateTime(pending.requestedAt, language) })}
            </span>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map((key) => (
              <div key={key} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{t(`organizations.decisions.fields.${key}`)}</dt>
                <dd className="break-words text-slate-900 dark:text-white">
                  {t('organizations.decisions.proposed', { proposed: pending[key], current: organization[key] })}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <SuperAdminOnly action="decisions">
              {({ disabled, describedBy }) => (
                <div className="flex flex-wrap gap-3">
                  <Button disabled={disabled} aria-describedby={describedBy} onClick={() => open('approve')}>
                    {t('organizations.decisions.approve.action')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={disabled}
                    aria-describedby={describedBy}
                    onClick={() => open('reject')}
                  >
                    {t('organizations.decisions.reject.action')}
                  </Button>
                </div>
              )}
            </SuperAdminOnly>
          </div>
        </div>
      )}
      {done && (
        <p role="status" className="mt-3 font-medium text-emerald-800 text-sm dark:text-emerald-200">
          {t(`organizations.decisions.done.${done}`, { name: organization.name })}
        </p>
      )}
      {organization.verified && (
        <div className="mt-3">
          <p className="text-slate-700 text-sm dark:text-slate-300">
            {t('organizations.decisions.revoke.description')}
          </p>
          <div className="mt-2">
            <SuperAdminOnly action="decisions">
              {({ disabled, describedBy }) => (
                <Button
                  variant="secondary"
                  disabled={disabled}
                  aria-describedby={describedBy}
                  onClick={() => open('revoke')}
                >
                  {t('organizations.decisions.revoke.action')}
                </Button>
              )}
            </SuperAdminOnly>
          </div>
        </div>
      )}
      {dialog && (
        <DecisionDialog
          kind={dialog}
          organization={organization}
          onDone={(result) => {
            setDialog(null);
            setDone(result);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
