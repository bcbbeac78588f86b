import type { Caller } from '../../domain/caller';
import { setAccountDisabled } from '../steps/account-access';

/** A super_admin disables an account: it cannot sign in, and every session it has ends at once. */
export async function disableUser({ caller, userId }: { caller: Caller; userId: string | undefined }) {
  return setAccountDisabled({ caller, userId, disabled: true });
}
