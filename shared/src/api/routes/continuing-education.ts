/**
 * Continuing education of the signed-in pharmacist (issue 27 part B). Part of the route manifest (see
 * ../routes.ts); a group of its own so a CE handler bundles only these schemas.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import { successResponse } from '../schemas/common';
import * as ce from '../schemas/continuing-education';
import { uploadSlotResponse } from '../schemas/documents';

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
    summary: 'My continuing-education activities and my progress in the current license cycle',
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
    // Update and documents:delete: its certificate goes through the documents' own deletion.
    needs: ['table:read', 'table:put', 'table:update', 'table:delete', 'documents:delete'],
    summary: 'Delete one of my continuing-education activities (and its certificate)',
    spec: 'issue 27: continuing education',
    response: successResponse,
  }),
  // The certificate is a `ce_certificate` document: created (or given a new slot) through the
  // documents' own steps, so the upload check, review, view and deletion are the documents' routes.
  createCeCertificateUpload: r({
    method: 'POST',
    path: '/api/continuing-education/{activityId}/certificate',
    access: 'user',
    status: 'implemented',
    handler: 'continuing-education/create-ce-certificate-upload',
    needs: ['table:read', 'table:put', 'table:update', 'documents:write'],
    summary: "Upload (or upload again) one of my activity's certificate: a document record and a presigned POST",
    spec: 'issue 27: continuing education',
    body: ce.ceCertificateUploadBody,
    response: uploadSlotResponse,
    successStatus: 201,
  }),
} satisfies Record<string, RouteDef>;
