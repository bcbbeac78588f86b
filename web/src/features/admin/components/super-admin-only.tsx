import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthenticatedSession } from '../../../lib/auth/authenticated-session';
import '../limits-i18n';

export type SuperAdminAction = 'binder' | 'suspension' | 'decisions' | 'suppressions' | 'nameChanges' | 'accountAccess';

/**
 * Issue 40 item 12: support sees what only a super admin may do, disabled and saying so, instead of the
 * control missing. `children` renders the control with `disabled` and the note's id for
 * `aria-describedby` (both undefined for a super admin).
 */
export function SuperAdminOnly({
  action,
  children,
}: {
  action: SuperAdminAction;
  children: (limit: { disabled: boolean; describedBy: string | undefined }) => ReactNode;
}) {
  const { t } = useTranslation('adminLimits');
  const { isSuperAdmin } = useAuthenticatedSession();
  const noteId = useId();
  if (isSuperAdmin) return children({ disabled: false, describedBy: undefined });
  return (
    <>
      {children({ disabled: true, describedBy: noteId })}
      <p id={noteId} className="mt-1 text-slate-600 text-sm dark:text-slate-400">
        {t(`superAdminOnly.${action}`)}
      </p>
    </>
  );
}
