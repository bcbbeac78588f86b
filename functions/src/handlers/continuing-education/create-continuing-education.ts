import { continuingEducationRoutes } from '@lunia/shared/api/routes/continuing-education';
import { httpRoute } from '../../lib/http/http-route';
import { createContinuingEducation } from '../../use-cases/continuing-education/create-continuing-education';

export const handler = httpRoute(continuingEducationRoutes, 'createContinuingEducation', ({ caller, body }) =>
  createContinuingEducation({ caller, body }),
);
