import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { ensureAuthConfigured } from '../../lib/auth/amplify-auth';
import { useAuthenticatedSession } from '../../lib/auth/authenticated-session';
import {
  DEFAULT_INACTIVITY_MINUTES,
  type InactivityMinutes,
  type InactivityTracker,
  inactivityLimitMs,
  localActivityStore,
  trackInactivity,
} from '../../lib/auth/inactivity';
import { expireSession, signOut } from '../../lib/auth/session-state';
import '../../lib/auth/session-i18n';

/** What counts as the person being there (a pointer move too: reading while moving the mouse). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const browserClock = {
  now: () => Date.now(),
  setTimeout: (action: () => void, ms: number) => window.setTimeout(action, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/** The stage's limits from `/config.json` (lib/auth/auth-config.ts), the defaults until it is read. */
function useInactivityMinutes(): InactivityMinutes {
  const [minutes, setMinutes] = useState<InactivityMinutes>(DEFAULT_INACTIVITY_MINUTES);
  useEffect(() => {
    let current = true;
    ensureAuthConfigured().then(
      (config) => current && setMinutes(config.inactivitySignOutMinutes),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return minutes;
}

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Automatic sign-out after inactivity (issue 25) for the signed-in area: a warning a minute before, over
 * the page (which stays mounted, so a half-filled form keeps its content), with "Stay signed in" and
 * "Sign out"; at the limit this device's session ends and /signin says why.
 */
export function InactivityGuard() {
  const { t } = useTranslation('session');
  const { isAdmin } = useAuthenticatedSession();
  const minutes = useInactivityMinutes();
  const [tracker, setTracker] = useState<InactivityTracker | null>(null);
  const [warningUntil, setWarningUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsUntil(warningUntil);
  const limitMs = inactivityLimitMs(minutes, isAdmin);

  useEffect(() => {
    const started = trackInactivity({
      limitMs,
      clock: browserClock,
      store: localActivityStore(),
      onPhase: (phase, signOutAt) => {
        setWarningUntil(phase === 'warning' ? signOutAt : null);
        if (phase === 'signedOut') void expireSession('inactive');
      },
    });
    const onActivity = () => started.activity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    setTracker(started);
    return () => {
      started.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [limitMs]);

  if (warningUntil === null) return null;
  return (
    <ModalDialog
      title={t('inactivity.title')}
      description={t('inactivity.message', { seconds: secondsLeft })}
      onClose={() => tracker?.stay()}
    >
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('inactivity.signOut')}
        </Button>
        <Button onClick={() => tracker?.stay()}>{t('inactivity.stay')}</Button>
      </div>
    </ModalDialog>
  );
}
