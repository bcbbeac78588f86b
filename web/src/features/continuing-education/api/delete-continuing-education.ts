import { useMutation } from '@tanstack/react-query';
import { continuingEducationChanged } from '../../../entities/continuing-education/continuing-education-cache';
import { authenticatedRequest } from '../../../lib/auth/authenticated-request';

/** DELETE /api/continuing-education/{activityId}: removes one of my activities. */
export const deleteContinuingEducation = (activityId: string) =>
  authenticatedRequest('deleteContinuingEducation', { params: { activityId } });

export const useDeleteContinuingEducation = () =>
  useMutation({ mutationFn: deleteContinuingEducation, onSettled: () => continuingEducationChanged() });
