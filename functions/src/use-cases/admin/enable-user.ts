import type { Caller } from '../../domain/caller';
import { setAccountDisabled } from '../steps/account-access';

/** A super_admin enables a disabled account again; its sessions from before the disable stay ended. */
export async function enableUser({ caller, userId }: { caller: Caller; userId: string | undefined }) {
  return setAccountDisabled({ caller, userId, disabled: false });
}
