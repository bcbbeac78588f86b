/**
 * Route examples of continuing education (issue 27 part B), spread into ./route-examples.ts. The
 * activity to delete, or to give a certificate, is recorded by the caller through the API right
 * before (both are owner-only).
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { apiClient } from './local-clients';
import type { Caller, ExampleContext, Expectation, RouteExample } from './route-examples';
import type { StackInfo } from './stack-info';

export const CE_EXAMPLE_BODY = {
  title: 'Immunization update',
  provider: 'Colegio de Farmacéuticos de Puerto Rico',
  hours: 2.5,
  completedOn: '2025-03-14',
};

/** A certificate file as the upload route declares it. */
export const CE_CERTIFICATE_FILE = { fileName: 'certificate.pdf', contentType: 'application/pdf', size: 1024 };

/** Records an activity as `token`'s user through the API; returns its id. */
export async function recordActivityThroughApi(
  stack: StackInfo,
  token: string,
  body: Record<string, unknown> = CE_EXAMPLE_BODY,
): Promise<string> {
  const response = await apiClient(stack)('POST', '/api/continuing-education', { token, body });
  if (response.status !== 201) throw new Error(`record activity: ${response.status} ${response.text}`);
  return (response.body.activity as { id: string }).id;
}

async function callerActivity({ stack, token }: ExampleContext): Promise<Record<string, string>> {
  if (!token) return { activityId: 'example-activity' };
  return { activityId: await recordActivityThroughApi(stack, token) };
}

export const continuingEducationExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listContinuingEducation: () => ({}),
  createContinuingEducation: () => ({ body: CE_EXAMPLE_BODY }),
  deleteContinuingEducation: () => ({ params: { activityId: 'example-activity' }, setup: callerActivity }),
  createCeCertificateUpload: () => ({
    params: { activityId: 'example-activity' },
    setup: callerActivity,
    body: CE_CERTIFICATE_FILE,
  }),
};

export const continuingEducationExpectations: Partial<Record<RouteId, Record<Caller, Expectation>>> = {
  listContinuingEducation: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  createContinuingEducation: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  deleteContinuingEducation: { anonymous: 'deny', user: 'allow', admin: 'allow' },
  createCeCertificateUpload: { anonymous: 'deny', user: 'allow', admin: 'allow' },
};
