import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { notify } from '../notifications';
import { signOut } from './session-state';

/** Sign-out with its "Signing Out..." state; ends on the home page. */
export function useSignOut(failedMessage: string) {
  const navigate = useNavigate();
  const [isSigningOut, setSigningOut] = useState(false);
  async function signOutNow() {
    setSigningOut(true);
    try {
      await signOut();
      navigate(paths.home, { replace: true });
    } catch {
      notify({ type: 'error', title: failedMessage, message: '' });
    } finally {
      setSigningOut(false);
    }
  }
  return { signOut: signOutNow, isSigningOut };
}
