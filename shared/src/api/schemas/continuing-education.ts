/** Continuing education (issue 27 part B): a pharmacist's activities and their progress in the licence cycle. */
import * as z from 'zod/mini';
import {
  CE_HOURS_MESSAGES,
  CE_TEXT_MAX,
  COMPLETED_ON_MESSAGES,
  ceHoursProblem,
} from '../../domain/continuing-education';
import { isCalendarDate } from '../../domain/document-expiry';
import { requiredText } from './common';
import { documentStatus, replaceFileBody } from './documents';

/** Hours of one activity: > 0, ≤ 100, in quarter hours. */
export const ceHoursField = z.number({ error: 'Hours must be a number' }).check(
  z.refine((hours) => ceHoursProblem(hours) !== 'too_few', { error: CE_HOURS_MESSAGES.too_few, abort: true }),
  z.refine((hours) => ceHoursProblem(hours) !== 'too_many', { error: CE_HOURS_MESSAGES.too_many, abort: true }),
  z.refine((hours) => ceHoursProblem(hours) !== 'not_quarter', { error: CE_HOURS_MESSAGES.not_quarter }),
);

/** A calendar date; "not in the future" and "not absurdly old" depend on today and are the use case's rule. */
export const completedOnField = z
  .string({ error: COMPLETED_ON_MESSAGES.invalid })
  .check(z.refine(isCalendarDate, { error: COMPLETED_ON_MESSAGES.invalid }));

export const continuingEducationBody = z.object({
  title: requiredText('Title', CE_TEXT_MAX),
  provider: requiredText('Provider', CE_TEXT_MAX),
  hours: ceHoursField,
  completedOn: completedOnField,
});
export type ContinuingEducationBody = z.output<typeof continuingEducationBody>;

/**
 * The activity's certificate: a `ce_certificate` document (uploaded, checked and reviewed like every
 * document; viewed through the documents' view route by `documentId`). Null when none was uploaded.
 */
export const ceCertificateSummary = z.object({
  documentId: z.string(),
  status: documentStatus,
  fileName: z.string(),
  contentType: z.string(),
  fileNumber: z.number(),
  denialReason: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
});
export type CeCertificateSummary = z.infer<typeof ceCertificateSummary>;

/** The certificate file of an activity: declared like any document file (JPEG, PNG or PDF under 10 MB), no expiry. */
export const ceCertificateUploadBody = z.pick(replaceFileBody, { fileName: true, contentType: true, size: true });
export type CeCertificateUploadBody = z.output<typeof ceCertificateUploadBody>;

export const continuingEducationActivity = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  hours: z.number(),
  completedOn: z.string(),
  /** Whether the hours count toward the current cycle (completed inside it). */
  inCycle: z.boolean(),
  createdAt: z.string(),
  certificate: z.nullable(ceCertificateSummary),
});
export type ContinuingEducationActivity = z.infer<typeof continuingEducationActivity>;

export const continuingEducationProgress = z.object({
  requiredHours: z.number(),
  completedHours: z.number(),
  /** The approved pharmacist licence's expiry date; null when none is known (upload the licence). */
  cycleEndsOn: z.nullable(z.string()),
  cycleStartsOn: z.nullable(z.string()),
});

export const continuingEducationResponse = z.object({
  activities: z.array(continuingEducationActivity),
  progress: continuingEducationProgress,
});
export type ContinuingEducationResponse = z.infer<typeof continuingEducationResponse>;

export const continuingEducationActivityResponse = z.object({ activity: continuingEducationActivity });
