import { continuingEducationRoutes } from '@lunia/shared/api/routes/continuing-education';
import { httpRoute } from '../../lib/http/http-route';
import { createCeCertificateUpload } from '../../use-cases/continuing-education/create-ce-certificate-upload';

export const handler = httpRoute(continuingEducationRoutes, 'createCeCertificateUpload', ({ caller, params, body }) =>
  createCeCertificateUpload({ caller, activityId: params.activityId, file: body }),
);
