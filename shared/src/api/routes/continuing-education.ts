/**
 * Continuing education of the signed-in pharmacist (issue 27 part B). Part of the route manifest (see
 * ../routes.ts); a group of its own so a CE handler bundles only these schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as ce from '../schemas/continuing-education';

// Needs: an activity is a Put with its audit event in one transaction; delete is a conditional Delete
// with its audit event; the list reads the caller's activities and documents (Query).
export const continuingEducationRoutes = {
  listContinuingEducation: r({
    method: 'GET',
    path: '/api/continuing-education',
    access: 'user',
    status: 'implemented',
    handler: 'continuing-education/list-continuing-education',
    needs: ['table:read'],
    summary: 'My continuing-education activities and my progress in the current licence cycle',
    spec: 'issue 27: continuing education',
    response: ce.continuingEducationResponse,
  }),
  createContinuingEducation: r({
    method: 'POST',
    path: '/api/continuing-education',
    access: 'user',
    status: 'implemented',
    handler: 'continuing-education/create-continuing-education',
    needs: ['table:read', 'table:put'],
    summary: 'Record a continuing-education activity (title, provider, hours, completion date)',
    spec: 'issue 27: continuing education',
    body: ce.continuingEducationBody,
    response: ce.continuingEducationActivityResponse,
    successStatus: 201,
  }),
  deleteContinuingEducation: r({
    method: 'DELETE',
    path: '/api/continuing-education/{activityId}',
    access: 'user',
    status: 'implemented',
    handler: 'continuing-education/delete-continuing-education',
    needs: ['table:read', 'table:put', 'table:delete'],
    summary: 'Delete one of my continuing-education activities',
    spec: 'issue 27: continuing education',
    response: successResponse,
  }),
} satisfies Record<string, RouteDef>;
