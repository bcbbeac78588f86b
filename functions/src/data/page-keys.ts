/**
 * Page keys: the last evaluated key of a list's Query, handed to clients inside an opaque cursor
 * (use-cases/steps/cursor.ts). A client can send anything back, so a cursor's key is checked against
 * the shape of the list it claims to continue: exactly the key attributes of the index the list
 * reads, in the partition it reads. Attribute, index and partition names stay in data/: each list's
 * shape is here, next to the keys it is made of, and use cases ask for it by the list's name.
 */
import {
  documentKeys,
  emailSuppressionKeys,
  extensionOrderKeys,
  moduleUserKeys,
  reminderJobKeys,
  userKeys,
  userLookupKeys,
} from './keys';

export interface PageKeyShape {
  /** The attribute names the key must have, all of them and no other. */
  attributes: readonly string[];
  /** Attributes with a fixed value: the partition the Query reads. */
  equal?: Readonly<Record<string, string>>;
  /** Attributes whose value must start with one of these: the key range the Query reads. */
  startsWith?: Readonly<Record<string, readonly string[]>>;
}

type IndexName = 'GSI1' | 'GSI2' | 'GSI3' | 'GSI4';

/**
 * The last evaluated key of a Query on one partition: the table's PK and SK, plus the index's keys
 * when reading an index, with the partition attribute equal to `partition`.
 */
export function partitionPageKey(index: IndexName | undefined, partition: string): PageKeyShape {
  if (!index) return { attributes: ['PK', 'SK'], equal: { PK: partition } };
  return { attributes: ['PK', 'SK', `${index}PK`, `${index}SK`], equal: { [`${index}PK`]: partition } };
}

/** The page key of each list that hands its last evaluated key out as a cursor. */
export const pageKeys = {
  /** user-lists.ts `listUsersNewestFirst`, `listUsersOfStatusForReminders`: every user, or one status. */
  users: (verificationStatus?: string): PageKeyShape =>
    verificationStatus === undefined
      ? partitionPageKey('GSI1', userKeys.allPartition)
      : partitionPageKey('GSI2', userKeys.statusIndex(verificationStatus).GSI2PK),
  /** user-lists.ts `listAwaitingApproval`. */
  awaitingApproval: (): PageKeyShape => partitionPageKey('GSI3', userKeys.awaitingApprovalPartition),
  /**
   * documents.ts `queryExpiringDocuments`: a position in the sharded expiry index (data/expiry-index.ts),
   * the last sort key read and the shards still open, not one Query's last evaluated key.
   */
  expiringDocuments: (): PageKeyShape => ({
    attributes: ['GSI4PK', 'GSI4SK', 'open'],
    equal: { GSI4PK: documentKeys.expiryPartition },
  }),
  /** reminder-jobs.ts `listReminderJobs`. */
  reminderJobs: (): PageKeyShape => partitionPageKey('GSI1', reminderJobKeys.allPartition),
  /** extension-orders.ts `listExtensionOrders`. */
  extensionOrders: (): PageKeyShape => partitionPageKey('GSI1', extensionOrderKeys.allPartition),
  /** email-suppressions.ts `listEmailSuppressions`. */
  emailSuppressions: (): PageKeyShape => partitionPageKey('GSI1', emailSuppressionKeys.allPartition),
  /** user-name-changes.ts `listHeldNameChanges`: the people whose new legal name waits for review. */
  nameChanges: (): PageKeyShape => partitionPageKey('GSI4', userKeys.nameChangesPartition),
  /** module-users.ts `listModuleUsersNewestFirst`: the people who can open one module. */
  moduleUsers: (module: string): PageKeyShape => partitionPageKey(undefined, moduleUserKeys.partition(module)),
  /** user-lookup.ts `queryUserLookup`, reading these sort-key prefixes one after the other. */
  userLookup: (prefixes: readonly string[]): PageKeyShape => ({
    attributes: ['PK', 'SK'],
    equal: { PK: userLookupKeys.partition },
    startsWith: { SK: prefixes },
  }),
};
