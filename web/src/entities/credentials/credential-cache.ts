import { queryClient } from '../../lib/query-client';
import type { CredentialTypesResponse } from './api/list-credential-types';
import { credentialKeys } from './credential-keys';

/** A super admin saved a type's rules: the answer is the whole catalogue in force. */
export function credentialRulesChanged(response: CredentialTypesResponse): void {
  queryClient.setQueryData(credentialKeys.types, response);
}
