import type { ContinuingEducationBody } from '@lunia/shared/api/schemas/continuing-education';
import { useMutation } from '@tanstack/react-query';
import { continuingEducationChanged } from '../../../entities/continuing-education/continuing-education-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** POST /api/continuing-education: records one activity. */
export const createContinuingEducation = (body: ContinuingEducationBody) =>
  authenticatedRequest('createContinuingEducation', { body });

export const useCreateContinuingEducation = () =>
  useMutation({ mutationFn: createContinuingEducation, onSettled: () => continuingEducationChanged() });
