import { queryClient } from '../../lib/query-client';
import { verificationLinkKeys } from './verification-link-keys';

/** A link was created or revoked (or the attempt failed): the owner's list is read again. */
export const verificationLinksChanged = () => queryClient.invalidateQueries({ queryKey: verificationLinkKeys.mine() });
