import { continuingEducationRoutes } from '@lunia/shared/api/routes/continuing-education';
import { httpRoute } from '../../lib/http/http-route';
import { listContinuingEducation } from '../../use-cases/continuing-education/list-continuing-education';

export const handler = httpRoute(continuingEducationRoutes, 'listContinuingEducation', ({ caller }) =>
  listContinuingEducation({ caller }),
);
