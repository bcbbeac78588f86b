import { continuingEducationRoutes } from '@lunia/shared/api/routes/continuing-education';
import { httpRoute } from '../../lib/http/http-route';
import { deleteContinuingEducation } from '../../use-cases/continuing-education/delete-continuing-education';

export const handler = httpRoute(continuingEducationRoutes, 'deleteContinuingEducation', ({ caller, params }) =>
  deleteContinuingEducation({ caller, activityId: params.activityId }),
);
