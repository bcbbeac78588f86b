import type { DocumentType } from '@lunia/shared/domain/constants';
import type { CredentialRule } from '@lunia/shared/domain/credentials/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { credentialKeys } from '../credential-keys';

export type CredentialTypesResponse = ApiResponse<'listCredentialTypes'>;
export type CredentialTypeRecord = CredentialTypesResponse['credentialTypes'][number];

/** GET /api/credential-types: every credential type with the rules in force (issue 27). */
export const listCredentialTypes = () => authenticatedRequest('listCredentialTypes');

export const credentialTypesQueryOptions = () =>
  queryOptions({
    queryKey: credentialKeys.types,
    queryFn: listCredentialTypes,
    // The rules change rarely (a super admin's edit updates this cache itself).
    staleTime: 10 * 60 * 1000,
  });

export const useCredentialTypes = () => useQuery(credentialTypesQueryOptions());

/** The rule in force of each type, for standings; empty until the catalogue loads. */
export function rulesByType(
  response: CredentialTypesResponse | undefined,
): Partial<Record<DocumentType, CredentialRule>> {
  const rules: Partial<Record<DocumentType, CredentialRule>> = {};
  for (const entry of response?.credentialTypes ?? []) {
    rules[entry.type] = { cycleMonths: entry.cycleMonths, graceStages: entry.graceStages };
  }
  return rules;
}
