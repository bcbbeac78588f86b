/** The query keys of document reminders (admins only): the jobs, one job's progress, the recipients. */
export const reminderKeys = {
  all: ['reminders'] as const,
  jobs: ['reminders', 'jobs'] as const,
  job: (jobId: string) => ['reminders', 'job', jobId] as const,
  recipients: ['reminders', 'recipients'] as const,
};
