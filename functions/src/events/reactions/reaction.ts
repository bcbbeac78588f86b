/** A reaction of the table-stream handler to changes of one entity's items. Each must be idempotent. */
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
