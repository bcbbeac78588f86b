import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CheckingSession } from '../../../components/session/require-session';
import { readSignInRedirectState } from '../../../lib/auth/redirect-state';
import { signOut } from '../../../lib/auth/session-state';
import { paths } from '../../../paths';
import { resendRegistrationCode } from '../api/resend-registration-code';
import type { ConfirmStepState } from '../utils/confirm-step';
import { heldCredentials, recordNextCodeAt } from '../utils/pending-confirmation';

/**
 * Signed in to an account whose registration still waits for its e-mail code (the API answered
 * EMAIL_NOT_CONFIRMED, issue 25): this session is closed, a fresh code is sent, and the visitor goes
 * to the confirm step with the address kept (which signs in again with the password the sign-in form
 * held). Without a held address (a stored session of such an account), sign-in starts over.
 */
export function ContinueToConfirmation() {
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const held = heldCredentials();
    const { from } = readSignInRedirectState(location.state);
    void (async () => {
      if (held) {
        await resendRegistrationCode(held.email).then(
          (answer) => recordNextCodeAt(held.email, Date.parse(answer.nextCodeAt)),
          () => undefined,
        );
      }
      // Signing out unmounts this component; the navigation below still happens.
      await signOut().catch(() => undefined);
      if (!held) {
        navigate(paths.signIn, { replace: true });
        return;
      }
      const step: ConfirmStepState = { email: held.email, ...(from ? { from } : {}) };
      navigate(paths.confirmRegistration, { replace: true, state: step });
    })();
  }, [navigate, location.state]);
  return <CheckingSession />;
}
