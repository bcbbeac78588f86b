/** A reaction of the table-stream handler to changes of one entity's items. Each must be idempotent. */
import type { CountedRecord } from '../../data/counters';

export type Item = Record<string, unknown>;

export interface TableChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  newItem: Item | undefined;
  oldItem: Item | undefined;
  /** The stream record's id (unique per change): lets a reaction apply a change exactly once. */
  eventId?: string;
}

export interface Reaction {
  /** The `entity` attribute of the items this reaction watches. */
  entity: string;
  handle(change: TableChange): Promise<void>;
}

/**
 * What changes of one entity's items count (events/reactions/count-changes.ts): the stream handler
 * collects a batch's counted records and applies them together, each exactly once
 * (data/counters.ts applyCountedRecords).
 */
export interface Counting {
  entity: string;
  /** The change's deltas with the claim that applies them once; undefined when it counts nothing. */
  countedRecord(change: TableChange): CountedRecord | undefined;
}
