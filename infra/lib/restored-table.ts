/**
 * The live table after a point-in-time restore (docs/decisions/0134-restore-switches-by-stage-file.md):
 * the restored table, named in the stage file (`table`: name and stream ARN, written by
 * `npm run ops:restore-table`), which every function, grant, stream mapping, backup and alarm then
 * uses instead of the table the data stack created. The created table stays in the stack as it was
 * (retained, deletion-protected): it holds what happened after the restore time, for the record.
 */
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../../functions/src/data/table-definition';
import type { RestoredTable } from './stage-file';

export class RestoredTableRef extends Construct {
  readonly table: dynamodb.ITable;
  /** The restored table's indexes: a restore keeps every global secondary index of its source. */
  readonly indexNames: string[] = TABLE_INDEXES.map((index) => index.name);

  constructor(scope: Construct, id: string, restored: RestoredTable) {
    super(scope, id);
    this.table = dynamodb.Table.fromTableAttributes(this, 'Table', {
      tableName: restored.name,
      tableStreamArn: restored.streamArn,
      globalIndexes: this.indexNames,
    });
  }
}
