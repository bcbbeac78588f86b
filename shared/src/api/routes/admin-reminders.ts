/**
 * Document reminders. Part of the admin area of the route manifest (see ./admin.ts and ../routes.ts);
 * a group of its own so a handler bundles only the schemas its group uses. A reminder is a job: the
 * request records it and the reminder queue fans it out to the reminder worker.
 */
import { type RouteDef, defineRoute as r } from '../route-def';
import * as reminders from '../schemas/admin-reminders';
import { pageQuery } from '../schemas/common';

export const adminReminderRoutes = {
  listReminderRecipients: r({
    method: 'GET',
    path: '/api/admin/reminder-recipients',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-reminder-recipients',
    needs: ['table:read'],
    summary: 'Unverified users a reminder can go to: by exact e-mail, or paged',
    spec: 'portal-and-admin §2 Send Document Reminders, §5 reminders',
    query: reminders.reminderRecipientsQuery,
    response: reminders.reminderRecipientsResponse,
  }),
  sendDocumentReminder: r({
    method: 'POST',
    path: '/api/admin/users/{userId}/send-document-reminder',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/send-document-reminder',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'E-mail one unverified user a reminder of their missing or denied documents',
    spec: 'portal-and-admin §7 single reminder',
    body: reminders.reminderBody,
    response: reminders.singleReminderResponse,
  }),
  sendBulkDocumentReminders: r({
    method: 'POST',
    path: '/api/admin/users/send-bulk-document-reminders',
    access: 'super-admin',
    status: 'implemented',
    handler: 'admin/send-bulk-document-reminders',
    needs: ['table:read', 'table:put', 'table:update'],
    summary: 'Record a reminder job for many users; the reminder queue fans it out',
    spec: 'portal-and-admin §7 bulk reminders',
    body: reminders.bulkReminderBody,
    response: reminders.bulkReminderResponse,
    successStatus: 202,
    // 10,000 user ids of up to 64 characters.
    maxBodyBytes: 768 * 1024,
  }),
  getReminderJob: r({
    method: 'GET',
    path: '/api/admin/reminder-jobs/{jobId}',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/get-reminder-job',
    needs: ['table:read'],
    summary: "A reminder job's progress: sent, failed, pending",
    spec: 'portal-and-admin §2 Send Document Reminders (results)',
    response: reminders.reminderJobResponse,
  }),
  listReminderJobs: r({
    method: 'GET',
    path: '/api/admin/reminder-jobs',
    access: 'admin',
    status: 'implemented',
    handler: 'admin/list-reminder-jobs',
    needs: ['table:read'],
    summary: 'Reminder jobs, newest first (the settings page history)',
    spec: 'portal-and-admin §2 /admin/settings',
    query: pageQuery,
    response: reminders.reminderJobsResponse,
  }),
} satisfies Record<string, RouteDef>;
