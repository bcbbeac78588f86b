import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';
import { continuingEducationKeys } from '../continuing-education-keys';

export type ContinuingEducation = ApiResponse<'listContinuingEducation'>;
export type ContinuingEducationRow = ContinuingEducation['activities'][number];

/** GET /api/continuing-education: my activities and my progress in the current licence cycle. */
export const listContinuingEducation = () => authenticatedRequest('listContinuingEducation');

export const continuingEducationQueryOptions = () =>
  queryOptions({ queryKey: continuingEducationKeys.mine(), queryFn: listContinuingEducation });

export const useContinuingEducation = () => useQuery(continuingEducationQueryOptions());
