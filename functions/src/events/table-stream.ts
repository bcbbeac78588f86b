import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { applyCountedRecords, type CountedRecord } from '../data/counters';
import { STREAM_HEARTBEAT_ENTITY, touchStreamHeartbeat } from '../data/system-signals';
import { firstCorrelationId, logger, runWithCorrelationId } from '../lib/logger';
import { continueCounterRecount } from './reactions/continue-counter-recount';
import { continueIndexBackfill } from './reactions/continue-index-backfill';
import {
  countDocuments,
  countMemberships,
  countModuleUsers,
  countOrganizations,
  countUserStats,
  countUsers,
} from './reactions/count-changes';
import { countRevenue } from './reactions/count-revenue';
import { fanOutExpiryReminder } from './reactions/fan-out-expiry-reminder';
import { fanOutExtensionOrder } from './reactions/fan-out-extension-order';
import { fanOutReminderJob } from './reactions/fan-out-reminder-job';
import { finishOrganizationDeletionReaction } from './reactions/finish-organization-deletion';
import { maintainAwaitingApproval } from './reactions/maintain-awaiting-approval';
import { maintainDocumentExpiry } from './reactions/maintain-document-expiry';
import {
  refreshCoverageOnLicenceChange,
  releaseInChargeOnAccountClosing,
  releaseInChargeOnMembershipChange,
} from './reactions/maintain-location-coverage';
import {
  maintainModuleUsersOfMembership,
  maintainModuleUsersOfOrganization,
  maintainModuleUsersOfUser,
} from './reactions/maintain-module-users';
import { maintainOrganizationLookup } from './reactions/maintain-organization-lookup';
import { maintainUserLookup } from './reactions/maintain-user-lookup';
import type { Counting, Reaction, TableChange } from './reactions/reaction';
import { sendBetaConfirmation } from './reactions/send-beta-confirmation';
import { sendBillingMails } from './reactions/send-billing-mails';
import { sendBookrxApproval } from './reactions/send-bookrx-approval';
import { sendCeReminderMail } from './reactions/send-ce-reminder-mail';
import { sendContactMessageMails } from './reactions/send-contact-message-mails';
import { sendCoverageMails } from './reactions/send-coverage-mails';
import { sendDocumentDecisionMails } from './reactions/send-document-decision-mails';
import { sendExtensionMails } from './reactions/send-extension-mails';
import { sendNameChangeMails } from './reactions/send-name-change-mails';
import { sendOrganizationApproval } from './reactions/send-organization-approval';
import { sendOrganizationChangeMails } from './reactions/send-organization-change-mails';
import { sendOrganizationLifecycleMails } from './reactions/send-organization-lifecycle-mails';
import { sendPartnerInquiryMails } from './reactions/send-partner-inquiry-mails';
import { sendPasswordChangedMail } from './reactions/send-password-changed-mail';
import { sendReviewAlerts } from './reactions/send-review-alerts';
import { sendTeamMails } from './reactions/send-team-mails';
import { signOutInCognito } from './reactions/sign-out-in-cognito';

/** Every reaction to table changes; add one line per new reaction. */
const reactions: Reaction[] = [
  sendBetaConfirmation,
  sendPartnerInquiryMails,
  sendContactMessageMails,
  maintainAwaitingApproval,
  maintainUserLookup,
  maintainOrganizationLookup,
  sendBillingMails,
  sendBookrxApproval,
  sendOrganizationApproval,
  sendOrganizationLifecycleMails,
  sendOrganizationChangeMails,
  sendNameChangeMails,
  sendDocumentDecisionMails,
  sendTeamMails,
  sendReviewAlerts,
  sendPasswordChangedMail,
  signOutInCognito,
  finishOrganizationDeletionReaction,
  fanOutReminderJob,
  continueCounterRecount,
  continueIndexBackfill,
  maintainDocumentExpiry,
  refreshCoverageOnLicenceChange,
  releaseInChargeOnMembershipChange,
  releaseInChargeOnAccountClosing,
  sendCoverageMails,
  fanOutExpiryReminder,
  fanOutExtensionOrder,
  sendExtensionMails,
  sendCeReminderMail,
  maintainModuleUsersOfUser,
  maintainModuleUsersOfMembership,
  maintainModuleUsersOfOrganization,
];

/** What changes count: applied once per batch, after the reactions (data/counters.ts applyCountedRecords). */
const countings: Counting[] = [
  countDocuments,
  countUsers,
  countOrganizations,
  countMemberships,
  countUserStats,
  countRevenue,
  countModuleUsers,
];

type StreamImage = NonNullable<DynamoDBRecord['dynamodb']>['NewImage'];

const image = (value: StreamImage): Record<string, unknown> | undefined =>
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

function toChange(record: DynamoDBRecord): TableChange | undefined {
  if (!record.eventName) return undefined;
  return {
    eventName: record.eventName,
    newItem: image(record.dynamodb?.NewImage),
    oldItem: image(record.dynamodb?.OldImage),
    ...(record.eventID ? { eventId: record.eventID } : {}),
  };
}

/**
 * The "last stream event" of the admin's system health is written at most once a minute per container
 * (the first batch of a container always writes it): it is a sign of life shown as a relative time,
 * and each write is itself a stream record, which made every batch cost a second invocation
 * (docs/decisions/0147-ci-stop-52.md). The value can lag the latest change by up to a minute.
 */
const HEARTBEAT_INTERVAL_MS = 60_000;
let heartbeatWrittenAt = Number.NEGATIVE_INFINITY;

/**
 * The table's stream consumer (an outbox): turns committed writes into side effects such as
 * e-mails, counters and audit entries, so a request never has to write and publish in two steps
 * that can half-fail. Records can be redelivered, so every reaction is idempotent.
 */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  let lastChangeAt: number | undefined;
  // The batch's counter deltas, applied together once its records are through (or before a failure is
  // reported: the records before the failed one are done and will not come again).
  const counted: { sequenceNumber: string; record: CountedRecord }[] = [];
  const applyCounted = async (): Promise<DynamoDBBatchResponse> => {
    try {
      await applyCountedRecords(counted.map(({ record }) => record));
      return { batchItemFailures: [] };
    } catch (error) {
      logger.error('Stream batch counters not applied', { error: error as Error });
      // From the first counted record on, in order: what came before it counted nothing.
      return { batchItemFailures: [{ itemIdentifier: counted[0]?.sequenceNumber ?? '' }] };
    }
  };
  for (const record of event.Records) {
    const change = toChange(record);
    if (!change) continue;
    const entity = (change.newItem ?? change.oldItem)?.entity;
    // The request's id when the item carries one (a job's items), else the record's (lib/logger.ts).
    const correlationId = firstCorrelationId(
      change.newItem?.correlationId,
      record.eventID?.replace(/[^A-Za-z0-9-]/g, '-'),
    );
    try {
      await runWithCorrelationId(correlationId, async () => {
        for (const reaction of reactions) {
          if (reaction.entity === entity) await reaction.handle(change);
        }
      });
    } catch (error) {
      logger.error('Stream record failed', { eventID: record.eventID, entity: String(entity), error: error as Error });
      const countedBefore = await applyCounted();
      if (countedBefore.batchItemFailures.length > 0) return countedBefore;
      // Report this record and everything after it for a retry, in order.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
    for (const counting of countings) {
      const countedRecord = counting.entity === entity ? counting.countedRecord(change) : undefined;
      if (countedRecord) counted.push({ sequenceNumber: record.dynamodb?.SequenceNumber ?? '', record: countedRecord });
    }
    // The heartbeat's own change is not a change worth a heartbeat (that would loop).
    if (entity !== STREAM_HEARTBEAT_ENTITY) {
      lastChangeAt = Math.max(
        lastChangeAt ?? 0,
        (record.dynamodb?.ApproximateCreationDateTime ?? 0) * 1000 || Date.now(),
      );
    }
  }
  const outcome = await applyCounted();
  if (outcome.batchItemFailures.length > 0) return outcome;
  if (lastChangeAt !== undefined && Date.now() - heartbeatWrittenAt >= HEARTBEAT_INTERVAL_MS) {
    const at = Date.now();
    await touchStreamHeartbeat(new Date(lastChangeAt).toISOString()).then(
      () => {
        heartbeatWrittenAt = at;
      },
      (error: Error) => logger.warn('Stream heartbeat not updated', { error }),
    );
  }
  return { batchItemFailures: [] };
}
