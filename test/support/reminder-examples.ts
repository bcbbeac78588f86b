/**
 * Route examples of document reminders and system health (the admin back office), spread into
 * ./route-examples.ts. A single reminder needs an unverified user and a job's progress a job: each
 * example's `setup` makes them for admin callers (others are refused before anything is read).
 */
import type { RouteId } from '@lunia/shared/api/routes';
import { newAccount } from './accounts';
import { accessTokenFor, apiClient, DEMO } from './local-clients';
import type { Caller, Expectation, MatrixCaller, RouteExample } from './route-examples';

const placeholder = { userId: 'example-user', jobId: 'example-job' };
const isAdminCaller = (caller: MatrixCaller) => caller === 'admin' || caller === 'support';

export const reminderExamples: Partial<Record<RouteId, () => RouteExample>> = {
  listReminderRecipients: () => ({ query: { limit: '5' } }),
  sendDocumentReminder: () => ({
    params: placeholder,
    body: { language: 'es' },
    setup: async ({ stack, caller }) =>
      isAdminCaller(caller) ? { userId: (await newAccount(stack, 'matrix-reminder')).userId } : placeholder,
  }),
  // The ids need not exist: the job is recorded and the worker counts unknown recipients as failed.
  sendBulkDocumentReminders: () => ({ body: { userIds: ['matrix-user-a', 'matrix-user-b'], language: 'en' } }),
  getReminderJob: () => ({
    params: placeholder,
    setup: async ({ stack, caller }) => {
      if (!isAdminCaller(caller)) return placeholder;
      const token = await accessTokenFor(stack, DEMO.admin);
      const job = await apiClient(stack)('POST', '/api/admin/users/send-bulk-document-reminders', {
        token,
        body: { userIds: ['matrix-job-user'], language: 'en' },
      });
      return { jobId: String(job.body.jobId) };
    },
  }),
  listReminderJobs: () => ({ query: { limit: '5' } }),
  getSystemHealth: () => ({}),
};

const adminOnly = { anonymous: 'deny', user: 'deny', admin: 'allow' } as const;

export const reminderExpectations: Partial<Record<RouteId, Record<Caller, Expectation> & { support?: Expectation }>> = {
  listReminderRecipients: adminOnly,
  sendDocumentReminder: adminOnly,
  // Mass e-mail is a super admin's decision (docs/decisions/0017-separation-of-duties.md, separation of duties).
  sendBulkDocumentReminders: { ...adminOnly, support: 'deny' },
  getReminderJob: adminOnly,
  listReminderJobs: adminOnly,
  getSystemHealth: adminOnly,
};
