import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type InvitationPreview, useInvitationPreview } from '../../../entities/members/api/get-invitation-preview';
import { apiErrorCode } from '../../../lib/api-error-message';
import { readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { pendingInvitationLink } from '../../../lib/invitation-link';
import '../i18n';

/**
 * The invitation a signed-out visitor's link opens (issue 25), from the address they were sent here
 * from or the one this tab keeps: its preview once loaded. Once it has loaded, the form's `email` is
 * prefilled with the invited address, unless the visitor has typed one. A link that can no longer be
 * used says why (issue 40): answered, cancelled, expired, or not found (replaced by a newer e-mail,
 * or mistyped), with what to do next.
 */
export function useInvitationContext<Values extends FieldValues & { email: string }>({
  getValues,
  setValue,
}: {
  getValues: UseFormGetValues<Values>;
  setValue: UseFormSetValue<Values>;
}) {
  const location = useLocation();
  const [link] = useState(() => pendingInvitationLink(readSignInRedirectState(location.state).from));
  const { data, error } = useInvitationPreview(link);
  const told = useRef(false);
  const closed = closedReason(error);
  useEffect(() => {
    if (!data || told.current) return;
    told.current = true;
    const email = 'email' as Path<Values>;
    if (!getValues(email)) setValue(email, data.email as PathValue<Values, Path<Values>>);
  }, [data, getValues, setValue]);
  return { invitation: data, closed };
}

/** Why an invitation link can no longer be used, from the preview's refusal (issue 40). */
export type ClosedInvitation = 'used' | 'cancelled' | 'expired' | 'notFound';

const CLOSED_BY_CODE: Record<string, ClosedInvitation> = {
  INVITATION_USED: 'used',
  INVITATION_CANCELLED: 'cancelled',
  INVITATION_EXPIRED: 'expired',
  INVITATION_LINK_INVALID: 'notFound',
  NOT_FOUND: 'notFound',
};

function closedReason(error: unknown): ClosedInvitation | null {
  const code = apiErrorCode(error);
  return code ? (CLOSED_BY_CODE[code] ?? null) : null;
}

/**
 * "<Organization> invited you to join as <role>." above the sign-in or registration form, or why the
 * link can no longer be used and what to do next.
 */
export function InvitationNotice({
  invitation,
  closed,
}: {
  invitation: InvitationPreview | undefined;
  closed: ClosedInvitation | null;
}) {
  const { t } = useTranslation('auth');
  if (closed) return <MessageBanner tone="error">{t(`invitation.closed.${closed}`)}</MessageBanner>;
  if (!invitation) return null;
  return (
    <MessageBanner tone="info">
      {t('invitation.notice', {
        organization: invitation.organizationName,
        role: t(`invitation.roles.${invitation.role}`),
      })}
    </MessageBanner>
  );
}
