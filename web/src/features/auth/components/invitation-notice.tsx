import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MessageBanner } from '../../../components/ui/message-banner';
import { type InvitationPreview, useInvitationPreview } from '../../../entities/members/api/get-invitation-preview';
import { readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { pendingInvitationLink } from '../../../lib/invitation-link';
import '../i18n';

/**
 * The invitation a signed-out visitor's link opens (issue 25), from the address they were sent here
 * from or the one this tab keeps: its preview once loaded. Once it has loaded, the form's `email` is
 * prefilled with the invited address, unless the visitor has typed one. A stale link's 404 leaves the
 * page as it is.
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
  const { data } = useInvitationPreview(link);
  const told = useRef(false);
  useEffect(() => {
    if (!data || told.current) return;
    told.current = true;
    const email = 'email' as Path<Values>;
    if (!getValues(email)) setValue(email, data.email as PathValue<Values, Path<Values>>);
  }, [data, getValues, setValue]);
  return data;
}

/** "<Organization> invited you to join as <role>." above the sign-in or registration form. */
export function InvitationNotice({ invitation }: { invitation: InvitationPreview | undefined }) {
  const { t } = useTranslation('auth');
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
